import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The Activity screen's filters, each newest first with keyset paging (occurredAt, then id): every entry,
 * one action (or a group of them), and one person by name. The (occurredAt, id) index replaces the one on
 * occurredAt alone, which PostgreSQL could not use to page past a tie.
 */
export const AUDIT_EVENT_INDEXES = [
  { name: 'IDX_audit_events_list', columnNames: ['occurredAt', 'id'] },
  { name: 'IDX_audit_events_action', columnNames: ['action', 'occurredAt', 'id'] },
  { name: 'IDX_audit_events_actor', columnNames: ['actorKey', 'occurredAt', 'id'] },
];

/**
 * The audit trail becomes the Activity screen, filtered by who. `actorKey` is the actor's name lowercased as
 * account names are (usernameKey), so "who" matches in any case through an index, and still after the
 * account is renamed or deleted (the name is the one the entry was made with). The column is added with
 * ALTER TABLE itself, as FollowUpDesk does; existing entries get theirs from the name they kept.
 */
export class FilterTheAuditTrail1764871200000 implements MigrationInterface {
  name = 'FilterTheAuditTrail1764871200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_events" ADD COLUMN "actorKey" varchar(64) NOT NULL DEFAULT ''`);
    // Lowercased by JavaScript, as usernameKey does (SQLite's
    // lower() folds ASCII only); a few names, one statement each.
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const names: Array<{ actorName: string }> = await queryRunner.query(
      `SELECT DISTINCT "actorName" FROM "audit_events"`,
    );
    for (const { actorName } of names) {
      const sql = `UPDATE "audit_events" SET "actorKey" = ${postgres ? '$1' : '?'} WHERE "actorName" = ${postgres ? '$2' : '?'}`;
      await queryRunner.query(sql, [actorName.toLowerCase().slice(0, 64), actorName]);
    }
    await queryRunner.dropIndex('audit_events', 'IDX_audit_events_occurredAt');
    await queryRunner.createIndices(
      'audit_events',
      AUDIT_EVENT_INDEXES.map((index) => new TableIndex(index)),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of AUDIT_EVENT_INDEXES) await queryRunner.dropIndex('audit_events', index.name);
    await queryRunner.createIndex(
      'audit_events',
      new TableIndex({ name: 'IDX_audit_events_occurredAt', columnNames: ['occurredAt'] }),
    );
    await queryRunner.query(`ALTER TABLE "audit_events" DROP COLUMN "actorKey"`);
  }
}

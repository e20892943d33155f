import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { changedValueKey } from '../contact-keys';

/** Changes read and written per round: well under both databases' parameter limits. */
const BATCH = 1000;
const KEY_INDEXES = [
  new TableIndex({ name: 'IDX_lead_record_changes_fromKey', columnNames: ['fromKey'] }),
  new TableIndex({ name: 'IDX_lead_record_changes_toKey', columnNames: ['toKey'] }),
];

/**
 * `lead_record_changes.fromKey` and `toKey`: the email key or E.164 phone of a corrected email or phone's old and
 * new value, indexed, so Find a Person finds (and erasure blanks) a contact that a correction took off a lead.
 * The values are kept as typed and displayed ('+233 024 455 6677'), which no key lookup can match. Existing
 * corrections are keyed here with the function the corrections use; the table has no triggers, so TypeORM's
 * copy of it on SQLite loses nothing.
 */
export class KeyCorrectedContacts1764977000000 implements MigrationInterface {
  name = 'KeyCorrectedContacts1764977000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lead_record_changes', [
      new TableColumn({ name: 'fromKey', type: 'varchar', length: '254', isNullable: true }),
      new TableColumn({ name: 'toKey', type: 'varchar', length: '254', isNullable: true }),
    ]);
    // The query builder writes each database's placeholders; the table is read in pages of ids.
    const changes = () => queryRunner.manager.createQueryBuilder(queryRunner).from('lead_record_changes', 'c');
    for (let after = 0; ;) {
      const rows: Array<{ id: number; field: string; fromValue: string; toValue: string }> = await changes()
        .select(['c.id AS "id"', 'c.field AS "field"', 'c.fromValue AS "fromValue"', 'c.toValue AS "toValue"'])
        .where('c.id > :after', { after })
        .andWhere("c.field IN ('email', 'phone')")
        .orderBy('c.id')
        .limit(BATCH)
        .getRawMany();
      for (const row of rows) {
        await changes()
          .update('lead_record_changes')
          .set({ fromKey: changedValueKey(row.field, row.fromValue), toKey: changedValueKey(row.field, row.toValue) })
          .where('id = :id', { id: row.id })
          .execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    await queryRunner.createIndices('lead_record_changes', KEY_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of KEY_INDEXES) await queryRunner.dropIndex('lead_record_changes', index.name!);
    await queryRunner.dropColumns('lead_record_changes', ['toKey', 'fromKey']);
  }
}

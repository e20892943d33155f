import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { timestampColumn, varcharColumn } from '../columns';

/** Speed to lead reads each recent lead's first contact from this index alone (index-only on PostgreSQL). */
export const FIRST_CONTACT_INDEX = {
  name: 'IDX_leads_first_contact',
  columnNames: ['type', 'createdAt', 'firstContactedAt'],
  where: '"spamAt" IS NULL AND "firstContactedAt" IS NOT NULL',
};
/** What the previous migration made for speed to lead, no longer read by anything. */
const HISTORY_FIRST_CONTACT_INDEX = {
  name: 'IDX_lead_status_changes_first_contact',
  columnNames: ['leadId', 'field', 'toStatus', 'changedAt'],
};

/** The rows the tallies' triggers add to and take from, per table: each a coarser cut of `lead_tallies`. */
export const SUMMARIES = {
  lead_tallies: ['type', 'contactStatus', 'leadStatus', 'day'],
  lead_totals: ['type', 'contactStatus', 'leadStatus'],
  lead_days: ['type', 'day'],
} as const;

/**
 * Fills `lead_totals` and `lead_days` from `lead_tallies` (the scale benchmark's SQLite seeder runs
 * these too, after filling the tallies).
 */
export const FILL_SUMMARIES_FROM_TALLIES = [
  `INSERT INTO "lead_totals" SELECT "type", "contactStatus", "leadStatus", SUM("leads") FROM "lead_tallies" GROUP BY 1, 2, 3`,
  `INSERT INTO "lead_days" SELECT "type", "day", SUM("leads") FROM "lead_tallies" GROUP BY 1, 2`,
];

/** Leads given their first contact per statement when the migration fills existing rows. */
const BACKFILL_IDS = 20_000;
/** The trigger (and on PostgreSQL its function) that keeps `leads.firstContactedAt`. */
const FIRST_CONTACT_TRIGGER = 'lead_first_contact';
const SQLITE_TALLY_TRIGGERS = [
  'leads_tally_insert',
  'leads_tally_delete',
  'leads_tally_update_old',
  'leads_tally_update_new',
];
const quotedList = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');

/**
 * The dashboard and the lead pages within their budgets at a million leads:
 * - `lead_totals`: leads per (type, statuses) without the day, for every count without a date range
 *   (the list totals, the stat cards, the dashboard's cards): a few dozen rows instead of summing the
 *   tens of thousands of daily tallies.
 * - `lead_days`: leads per (type, Accra day), for the trends: one row per type and day instead of one
 *   per status pair.
 *   Both are kept by the same triggers as `lead_tallies`, in the writing transaction.
 * - `subscriber_days`: subscribers per Accra day, kept by triggers on `newsletter_subscribers`, for the
 *   subscriber total and trends.
 * - `leads.firstContactedAt`: when the lead's contact status first became Contacted, set by a trigger on
 *   the status history as each change is recorded, so speed to lead reads one index instead of looking
 *   up every recent lead's history.
 */
export class KeepTheDashboardFigures1764259200000 implements MigrationInterface {
  name = 'KeepTheDashboardFigures1764259200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    // ALTER TABLE itself: TypeORM adds a column on SQLite by copying the table, which drops its triggers.
    await queryRunner.query(
      `ALTER TABLE "leads" ADD COLUMN "firstContactedAt" ${timestampColumn(queryRunner, 'firstContactedAt').type} NULL`,
    );
    // By ranges of ids: the app's connections give up on a statement after 15 to 20 s, and one UPDATE of a
    // million leads takes longer.
    const contacted = `FROM "lead_status_changes" c WHERE c."leadId" = "leads"."id" AND c."field" = 'contactStatus' AND c."toStatus" = 'Contacted'`;
    const [{ last }] = await queryRunner.query(`SELECT COALESCE(MAX("id"), 0) AS last FROM "leads"`);
    for (let after = 0; after < Number(last); after += BACKFILL_IDS) {
      await queryRunner.query(
        `UPDATE "leads" SET "firstContactedAt" = (SELECT MIN(c."changedAt") ${contacted})
         WHERE "id" > ${after} AND "id" <= ${after + BACKFILL_IDS} AND EXISTS (SELECT 1 ${contacted})`,
      );
    }
    if (postgres) await this.keepFirstContactPostgres(queryRunner);
    else await this.keepFirstContactSqlite(queryRunner);
    await queryRunner.createIndex(
      'leads',
      new TableIndex({ ...FIRST_CONTACT_INDEX, columnNames: [...FIRST_CONTACT_INDEX.columnNames] }),
    );
    await queryRunner.dropIndex('lead_status_changes', HISTORY_FIRST_CONTACT_INDEX.name);

    for (const name of ['lead_totals', 'lead_days'] as const) {
      await queryRunner.createTable(
        new Table({
          name,
          columns: [
            ...SUMMARIES[name].map((column) => ({
              ...varcharColumn(column, column === 'type' || column === 'day' ? 10 : 20),
              isPrimary: true,
            })),
            { name: 'leads', type: 'integer', isNullable: false, default: 0 },
          ],
          // SQLite: the rows live in the key's own b-tree, as lead_tallies' do.
          withoutRowid: true,
        }),
      );
    }
    for (const statement of FILL_SUMMARIES_FROM_TALLIES) await queryRunner.query(statement);
    if (postgres)
      await this.keepSummariesPostgres(queryRunner, Object.keys(SUMMARIES) as Array<keyof typeof SUMMARIES>);
    else await this.keepSummariesSqlite(queryRunner, Object.keys(SUMMARIES) as Array<keyof typeof SUMMARIES>);

    await queryRunner.createTable(
      new Table({
        name: 'subscriber_days',
        columns: [
          { ...varcharColumn('day', 10), isPrimary: true },
          { name: 'subscribers', type: 'integer', isNullable: false, default: 0 },
        ],
        withoutRowid: true,
      }),
    );
    const day = postgres ? `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr("createdAt", 1, 10)`;
    await queryRunner.query(
      `INSERT INTO "subscriber_days" SELECT ${day}, COUNT(*) FROM "newsletter_subscribers" GROUP BY 1`,
    );
    if (postgres) await this.keepSubscriberDaysPostgres(queryRunner);
    else await this.keepSubscriberDaysSqlite(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      for (const event of ['insert', 'delete'])
        await queryRunner.query(`DROP TRIGGER "subscribers_tally_${event}" ON "newsletter_subscribers"`);
      await queryRunner.query(`DROP FUNCTION subscribers_tally()`);
      await this.keepSummariesPostgres(queryRunner, ['lead_tallies']);
      await queryRunner.query(`DROP TRIGGER "${FIRST_CONTACT_TRIGGER}" ON "lead_status_changes"`);
      await queryRunner.query(`DROP FUNCTION ${FIRST_CONTACT_TRIGGER}()`);
    } else {
      for (const event of ['insert', 'delete']) await queryRunner.query(`DROP TRIGGER "subscribers_tally_${event}"`);
      await this.keepSummariesSqlite(queryRunner, ['lead_tallies']);
      await queryRunner.query(`DROP TRIGGER "${FIRST_CONTACT_TRIGGER}"`);
    }
    await queryRunner.dropTable('subscriber_days');
    await queryRunner.dropTable('lead_days');
    await queryRunner.dropTable('lead_totals');
    await queryRunner.createIndex('lead_status_changes', new TableIndex(HISTORY_FIRST_CONTACT_INDEX));
    await queryRunner.dropIndex('leads', FIRST_CONTACT_INDEX.name);
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "firstContactedAt"`);
  }

  /** Subscribers per Accra day, kept as each subscribes or is removed (their time never changes). */
  private async keepSubscriberDaysSqlite(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_insert" AFTER INSERT ON "newsletter_subscribers" BEGIN
      INSERT INTO "subscriber_days"("day", "subscribers") VALUES (substr(new."createdAt", 1, 10), 1) ON CONFLICT DO UPDATE SET "subscribers" = "subscribers" + 1; END`);
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_delete" AFTER DELETE ON "newsletter_subscribers" BEGIN
      UPDATE "subscriber_days" SET "subscribers" = "subscribers" - 1 WHERE "day" = substr(old."createdAt", 1, 10); END`);
  }

  /** As on SQLite, once per statement, in key order (as the leads' tallies). */
  private async keepSubscriberDaysPostgres(queryRunner: QueryRunner): Promise<void> {
    const apply = (
      table: 'new_rows' | 'old_rows',
      delta: number,
    ) => `INSERT INTO "subscriber_days" ("day", "subscribers")
          SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), ${delta} * COUNT(*) FROM ${table} GROUP BY 1 ORDER BY 1
          ON CONFLICT ("day") DO UPDATE SET "subscribers" = "subscriber_days"."subscribers" + EXCLUDED."subscribers";`;
    await queryRunner.query(`CREATE FUNCTION subscribers_tally() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply('new_rows', 1)}
        ELSE
          ${apply('old_rows', -1)}
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_insert" AFTER INSERT ON "newsletter_subscribers" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION subscribers_tally()`);
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_delete" AFTER DELETE ON "newsletter_subscribers" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION subscribers_tally()`);
  }

  /** Each recorded change to Contacted sets its lead's first contact, unless an earlier one did. */
  private async keepFirstContactSqlite(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TRIGGER "${FIRST_CONTACT_TRIGGER}" AFTER INSERT ON "lead_status_changes"
      WHEN new."field" = 'contactStatus' AND new."toStatus" = 'Contacted' BEGIN
        UPDATE "leads" SET "firstContactedAt" = new."changedAt"
        WHERE "id" = new."leadId" AND ("firstContactedAt" IS NULL OR "firstContactedAt" > new."changedAt"); END`);
  }

  /** As on SQLite, once per statement: a bulk insert of history updates each lead once. */
  private async keepFirstContactPostgres(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION ${FIRST_CONTACT_TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "leads" l SET "firstContactedAt" = first."changedAt"
        FROM (SELECT "leadId", MIN("changedAt") AS "changedAt" FROM new_rows
              WHERE "field" = 'contactStatus' AND "toStatus" = 'Contacted' GROUP BY 1) AS first
        WHERE l."id" = first."leadId" AND (l."firstContactedAt" IS NULL OR l."firstContactedAt" > first."changedAt");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "${FIRST_CONTACT_TRIGGER}" AFTER INSERT ON "lead_status_changes" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${FIRST_CONTACT_TRIGGER}()`);
  }

  /** The tally triggers again, each adding to (and taking from) every table of `tables`. */
  private async keepSummariesSqlite(queryRunner: QueryRunner, tables: Array<keyof typeof SUMMARIES>): Promise<void> {
    const value = (row: 'new' | 'old', column: string) =>
      column === 'day' ? `substr(${row}."createdAt", 1, 10)` : `${row}."${column}"`;
    const add = tables
      .map(
        (
          table,
        ) => `INSERT INTO "${table}"(${quotedList(SUMMARIES[table])}, "leads") VALUES (${SUMMARIES[table].map((column) => value('new', column)).join(', ')}, 1)
        ON CONFLICT DO UPDATE SET "leads" = "leads" + 1;`,
      )
      .join('\n');
    const remove = tables
      .map(
        (table) => `UPDATE "${table}" SET "leads" = "leads" - 1
        WHERE (${quotedList(SUMMARIES[table])}) = (${SUMMARIES[table].map((column) => value('old', column)).join(', ')});`,
      )
      .join('\n');
    const counted = quotedList(['type', 'contactStatus', 'leadStatus', 'createdAt', 'spamAt']);
    for (const trigger of SQLITE_TALLY_TRIGGERS) await queryRunner.query(`DROP TRIGGER "${trigger}"`);
    await queryRunner.query(
      `CREATE TRIGGER "leads_tally_insert" AFTER INSERT ON "leads" WHEN new."spamAt" IS NULL BEGIN ${add} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "leads_tally_delete" AFTER DELETE ON "leads" WHEN old."spamAt" IS NULL BEGIN ${remove} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "leads_tally_update_old" AFTER UPDATE OF ${counted} ON "leads" WHEN old."spamAt" IS NULL BEGIN ${remove} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "leads_tally_update_new" AFTER UPDATE OF ${counted} ON "leads" WHEN new."spamAt" IS NULL BEGIN ${add} END`,
    );
  }

  private async keepSummariesPostgres(queryRunner: QueryRunner, tables: Array<keyof typeof SUMMARIES>): Promise<void> {
    await queryRunner.query(leadsTallyFunctionPostgres(tables));
  }
}

/**
 * The statement-level tally function, applying each statement's deltas to every table of `tables`: one
 * statement per table, each in key order, so two transactions never lock the same rows in opposite orders. An
 * UPDATE that changes none of the counted columns has no deltas and writes nothing.
 */
export function leadsTallyFunctionPostgres(tables: Array<keyof typeof SUMMARIES>): string {
  const day = `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = (table: 'old_rows' | 'new_rows', delta: number) =>
    `SELECT "type", "contactStatus", "leadStatus", ${day} AS "day", ${delta} AS delta FROM ${table} WHERE "spamAt" IS NULL`;
  const apply = (deltas: string) =>
    tables
      .map((table) => {
        const key = quotedList(SUMMARIES[table]);
        const order = SUMMARIES[table].map((_, index) => index + 1).join(', ');
        return `INSERT INTO "${table}" (${key}, "leads")
          SELECT ${key}, SUM(delta) FROM (${deltas}) AS deltas
          GROUP BY ${order} HAVING SUM(delta) <> 0 ORDER BY ${order}
          ON CONFLICT (${key}) DO UPDATE SET "leads" = "${table}"."leads" + EXCLUDED."leads";`;
      })
      .join('\n');
  // A trigger's function may name only the transition tables its event has, so each event has its own statements.
  return `CREATE OR REPLACE FUNCTION leads_tally() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${apply(rows('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN
        ${apply(rows('old_rows', -1))}
      ELSE
        ${apply(`${rows('old_rows', -1)} UNION ALL ${rows('new_rows', 1)}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { leadsTallyFunctionPostgres, SUMMARIES } from './1764259200000-KeepTheDashboardFigures';
import { subscribersTallyFunctionPostgres } from './1764450000000-NewsletterDoubleOptIn';
import { FOLD_PENDING_COUNTS } from '../pending-counts';

/** The finest cut of the lead counts, which a pending change carries. */
const TALLY_KEY = SUMMARIES.lead_tallies;
const quotedList = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');

/**
 * The counts read as they stand (exact within any one statement), and written without waiting.
 *
 * On PostgreSQL every lead's insert used to add to the same few tally rows, so concurrent transactions (several
 * processes, several commit groups) queued on each other's row locks until each committed. Its triggers now
 * append each statement's changes to `lead_tally_changes` and `subscriber_day_changes`, which no writer ever
 * updates: inserts never wait for one another. A background step folds them into the tallies now and then
 * (pending-counts.ts), one process at a time.
 *
 * SQLite has one writer at a time anyway: its triggers still add to the tallies themselves and its change tables
 * stay empty. Readers on both read the `live_*` views: the tallies plus what is still pending.
 */
export class CountWithoutWaiting1765000000000 implements MigrationInterface {
  name = 'CountWithoutWaiting1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No key: rows are only ever appended, then deleted by the fold.
    await queryRunner.query(
      `CREATE TABLE "lead_tally_changes" ("type" varchar(10) NOT NULL, "contactStatus" varchar(20) NOT NULL,
        "leadStatus" varchar(20) NOT NULL, "day" varchar(10) NOT NULL, "leads" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "subscriber_day_changes" ("day" varchar(10) NOT NULL, "subscribers" integer NOT NULL)`,
    );
    for (const [table, columns] of Object.entries(SUMMARIES)) {
      const list = quotedList([...columns, 'leads']);
      await queryRunner.query(
        `CREATE VIEW "live_${table}" AS SELECT ${list} FROM "${table}" UNION ALL SELECT ${list} FROM "lead_tally_changes"`,
      );
    }
    await queryRunner.query(
      `CREATE VIEW "live_subscriber_days" AS SELECT "day", "subscribers" FROM "subscriber_days"
        UNION ALL SELECT "day", "subscribers" FROM "subscriber_day_changes"`,
    );
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(leadsTallyChangesFunction());
    await queryRunner.query(subscribersTallyChangesFunction());
  }

  /** Apps stopped, as for any migration: a change appended after this fold would go with its table. */
  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(leadsTallyFunctionPostgres(['lead_tallies', 'lead_totals', 'lead_days']));
      await queryRunner.query(subscribersTallyFunctionPostgres(true));
      for (const statement of FOLD_PENDING_COUNTS) await queryRunner.query(statement);
    }
    for (const view of ['live_subscriber_days', ...Object.keys(SUMMARIES).map((table) => `live_${table}`)])
      await queryRunner.query(`DROP VIEW "${view}"`);
    await queryRunner.query(`DROP TABLE "subscriber_day_changes"`);
    await queryRunner.query(`DROP TABLE "lead_tally_changes"`);
  }
}

/**
 * A statement-level trigger function named `name` that appends what `append` makes of the statement's rows (`rows`:
 * each transition table's, with their sign). A trigger's function may name only the transition tables its event
 * has, so each event has its own statement.
 */
function appendingFunction(
  name: string,
  rows: (table: 'old_rows' | 'new_rows', delta: number) => string,
  append: (deltas: string) => string,
): string {
  return `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${append(rows('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN
        ${append(rows('old_rows', -1))}
      ELSE
        ${append(`${rows('old_rows', -1)} UNION ALL ${rows('new_rows', 1)}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

/** Each statement's changes to the lead counts, one row per key it changed, appended. */
function leadsTallyChangesFunction(): string {
  const day = `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return appendingFunction(
    'leads_tally',
    (table, delta) =>
      `SELECT "type", "contactStatus", "leadStatus", ${day} AS "day", ${delta} AS delta FROM ${table} WHERE "spamAt" IS NULL`,
    (deltas) => `INSERT INTO "lead_tally_changes" (${quotedList([...TALLY_KEY, 'leads'])})
        SELECT ${quotedList(TALLY_KEY)}, SUM(delta) FROM (${deltas}) AS deltas GROUP BY 1, 2, 3, 4 HAVING SUM(delta) <> 0;`,
  );
}

/** Each statement's changes to the Active subscribers per day, appended. */
function subscribersTallyChangesFunction(): string {
  return appendingFunction(
    'subscribers_tally',
    (table, delta) =>
      `SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", ${delta} AS delta FROM ${table} WHERE "state" = 'active'`,
    (deltas) => `INSERT INTO "subscriber_day_changes" ("day", "subscribers")
        SELECT "day", SUM(delta) FROM (${deltas}) AS deltas GROUP BY 1 HAVING SUM(delta) <> 0;`,
  );
}

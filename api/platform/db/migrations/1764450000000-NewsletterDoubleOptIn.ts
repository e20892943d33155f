import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { timestampColumn } from '../columns';

const STATE_INDEX = { name: 'IDX_newsletter_subscribers_state', columnNames: ['state', 'createdAt', 'id'] };
const TIMES = ['consentAt', 'confirmationSentAt', 'confirmedAt', 'unsubscribedAt'];
const SQLITE_UPDATE_TRIGGERS = ['subscribers_tally_update_old', 'subscribers_tally_update_new'];

/**
 * Double opt-in for the newsletter: a subscriber's state (Active, Pending until the confirmation click,
 * Unsubscribed), the consent facts, and the times of the confirmation email, the click and the unsubscribe.
 * Every subscriber already there is Active (the column's default). `subscriber_days`, which the counts and
 * the trends read, now counts Active subscribers only, following each change of state.
 */
export class NewsletterDoubleOptIn1764450000000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // ALTER TABLE itself: TypeORM adds a column on SQLite by copying the table, which drops its triggers.
    const add = (definition: string) =>
      queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN ${definition}`);
    await add(`"state" varchar(20) NOT NULL DEFAULT 'active'`);
    await add(`"privacyNoticeVersion" varchar(20) NOT NULL DEFAULT ''`);
    for (const name of TIMES) await add(`"${name}" ${timestampColumn(queryRunner, name).type} NULL`);
    await queryRunner.createIndex('newsletter_subscribers', new TableIndex(STATE_INDEX));
    await this.keepSubscriberDays(queryRunner, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The schema before had no states: whoever is not Active must not come back as a subscriber.
    await queryRunner.query(`DELETE FROM "newsletter_subscribers" WHERE "state" <> 'active'`);
    await this.keepSubscriberDays(queryRunner, false);
    await queryRunner.dropIndex('newsletter_subscribers', STATE_INDEX.name);
    for (const name of ['state', 'privacyNoticeVersion', ...TIMES])
      await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "${name}"`);
  }

  /** The tally triggers counting Active subscribers only (`onlyActive`), or every row as before this migration. */
  private async keepSubscriberDays(queryRunner: QueryRunner, onlyActive: boolean): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres')
      await this.keepSubscriberDaysPostgres(queryRunner, onlyActive);
    else await this.keepSubscriberDaysSqlite(queryRunner, onlyActive);
  }

  private async keepSubscriberDaysSqlite(queryRunner: QueryRunner, onlyActive: boolean): Promise<void> {
    const when = (row: 'new' | 'old') => (onlyActive ? `WHEN ${row}."state" = 'active'` : '');
    const add = `INSERT INTO "subscriber_days"("day", "subscribers") VALUES (substr(new."createdAt", 1, 10), 1) ON CONFLICT DO UPDATE SET "subscribers" = "subscribers" + 1;`;
    const take = `UPDATE "subscriber_days" SET "subscribers" = "subscribers" - 1 WHERE "day" = substr(old."createdAt", 1, 10);`;
    for (const name of [
      'subscribers_tally_insert',
      'subscribers_tally_delete',
      ...(onlyActive ? [] : SQLITE_UPDATE_TRIGGERS),
    ])
      await queryRunner.query(`DROP TRIGGER "${name}"`);
    await queryRunner.query(
      `CREATE TRIGGER "subscribers_tally_insert" AFTER INSERT ON "newsletter_subscribers" ${when('new')} BEGIN ${add} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "subscribers_tally_delete" AFTER DELETE ON "newsletter_subscribers" ${when('old')} BEGIN ${take} END`,
    );
    if (!onlyActive) return;
    // A change of state (or time) takes the old row out and puts the new one in, each only when Active.
    const changed = `AFTER UPDATE OF "state", "createdAt" ON "newsletter_subscribers"`;
    await queryRunner.query(
      `CREATE TRIGGER "subscribers_tally_update_old" ${changed} ${when('old')} BEGIN ${take} END`,
    );
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_update_new" ${changed} ${when('new')} BEGIN ${add} END`);
  }

  /** As on SQLite, once per statement, in key order; an update that changes no Active day writes nothing. */
  private async keepSubscriberDaysPostgres(queryRunner: QueryRunner, onlyActive: boolean): Promise<void> {
    await queryRunner.query(subscribersTallyFunctionPostgres(onlyActive));
    if (!onlyActive) {
      await queryRunner.query(`DROP TRIGGER "subscribers_tally_update" ON "newsletter_subscribers"`);
      return;
    }
    await queryRunner.query(`CREATE TRIGGER "subscribers_tally_update" AFTER UPDATE ON "newsletter_subscribers"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscribers_tally()`);
  }
}

/** The statement-level function keeping `subscriber_days`: Active subscribers only (`onlyActive`), or every row. */
export function subscribersTallyFunctionPostgres(onlyActive: boolean): string {
  const rows = (table: 'new_rows' | 'old_rows', delta: number) =>
    `SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", ${delta} AS delta FROM ${table}${onlyActive ? ` WHERE "state" = 'active'` : ''}`;
  const apply = (deltas: string) => `INSERT INTO "subscriber_days" ("day", "subscribers")
        SELECT "day", SUM(delta) FROM (${deltas}) AS deltas GROUP BY 1 HAVING SUM(delta) <> 0 ORDER BY 1
        ON CONFLICT ("day") DO UPDATE SET "subscribers" = "subscriber_days"."subscribers" + EXCLUDED."subscribers";`;
  return `CREATE OR REPLACE FUNCTION subscribers_tally() RETURNS trigger LANGUAGE plpgsql AS $$
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

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a search reads of each lead: the columns the lists filter by, and the text it matches. */
const LEAD_SEARCH_COLUMNS = ['id', 'type', 'contactStatus', 'leadStatus', 'createdAt', 'spamAt', 'searchText'] as const;
/** The columns copied again when a lead changes (its id never does). */
const COPIED = LEAD_SEARCH_COLUMNS.filter((column) => column !== 'id');
/**
 * Leads copied per statement when the migration fills the table:
 * the app's connections give up on a statement after 15 to 20 s.
 */
const BACKFILL_IDS = 20_000;
const TRIGGER = 'lead_search_keep';

const quoted = (columns: readonly string[], prefix = '') => columns.map((column) => `${prefix}"${column}"`).join(', ');

/**
 * PostgreSQL's search reads a narrow copy of the leads: `lead_search`, the columns a search
 * filters by and the search text, about a third of the size of a lead's row, with the trigram index
 * moved onto it from `leads`. A common term's capped count is a sequential scan until it has found
 * SEARCH_TOTAL_CAP + 1 matches; over `leads` it read 2,600 pages (25-45 ms for the commonest surname),
 * over this table 800 (12-15 ms). Triggers keep the copy in the writing transaction.
 *
 * SQLite is left as it is: its search index (FTS5) is already a table of its own, and it meets the targets.
 */
export class SearchLeadsInANarrowTable1764345600000 implements MigrationInterface {
  name = 'SearchLeadsInANarrowTable1764345600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(`CREATE TABLE "lead_search" (
      "id" integer PRIMARY KEY, "type" varchar(10) NOT NULL, "contactStatus" varchar(20) NOT NULL, "leadStatus" varchar(20) NOT NULL,
      "createdAt" timestamptz NOT NULL, "spamAt" timestamptz, "searchText" text NOT NULL)`);
    // Made before the rows go in: built over a million rows in one statement it takes well over a minute.
    await queryRunner.query(
      `CREATE INDEX "IDX_lead_search_text" ON "lead_search" USING gin ("searchText" gin_trgm_ops)`,
    );
    // Inserts and deletes per statement (transition tables), so a bulk change is one statement here too;
    // `= ANY(ARRAY(…))` finds the rows by key whatever plan the function cached for another statement's size.
    await queryRunner.query(`CREATE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "lead_search" (${quoted(LEAD_SEARCH_COLUMNS)}) SELECT ${quoted(LEAD_SEARCH_COLUMNS)} FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          DELETE FROM "lead_search" WHERE "id" = ANY(ARRAY(SELECT "id" FROM old_rows));
        ELSE
          UPDATE "lead_search" SET (${quoted(COPIED)}) = (${quoted(COPIED, 'NEW.')}) WHERE "id" = NEW."id";
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "${TRIGGER}_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`);
    await queryRunner.query(`CREATE TRIGGER "${TRIGGER}_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`);
    // Per row, only when a copied column changed: a status change or an edit, not every write to a lead.
    await queryRunner.query(`CREATE TRIGGER "${TRIGGER}_update" AFTER UPDATE OF ${quoted(COPIED)} ON "leads"
      FOR EACH ROW WHEN ((${quoted(COPIED, 'OLD.')}) IS DISTINCT FROM (${quoted(COPIED, 'NEW.')})) EXECUTE FUNCTION ${TRIGGER}()`);

    const [{ last }] = await queryRunner.query(`SELECT COALESCE(MAX("id"), 0) AS last FROM "leads"`);
    for (let after = 0; after < Number(last); after += BACKFILL_IDS) {
      await queryRunner.query(
        `INSERT INTO "lead_search" (${quoted(LEAD_SEARCH_COLUMNS)}) SELECT ${quoted(LEAD_SEARCH_COLUMNS)} FROM "leads"
         WHERE "id" > ${after} AND "id" <= ${after + BACKFILL_IDS}`,
      );
    }
    await queryRunner.query(`ANALYZE "lead_search"`);
    await queryRunner.query(`DROP INDEX "IDX_leads_search"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(`CREATE INDEX "IDX_leads_search" ON "leads" USING gin ("searchText" gin_trgm_ops)`);
    for (const event of ['insert', 'delete', 'update'])
      await queryRunner.query(`DROP TRIGGER "${TRIGGER}_${event}" ON "leads"`);
    await queryRunner.query(`DROP FUNCTION ${TRIGGER}()`);
    await queryRunner.query(`DROP TABLE "lead_search"`);
  }
}

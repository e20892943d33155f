import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { leadSearchText } from '../lead-search';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

/** The list indexes: one per query the back-office makes, each newest first, spam left out. */
export const LEAD_LIST_INDEXES = [
  { name: 'IDX_leads_list', columnNames: ['createdAt', 'id'] },
  { name: 'IDX_leads_list_type', columnNames: ['type', 'createdAt', 'id'] },
  { name: 'IDX_leads_list_type_contactStatus', columnNames: ['type', 'contactStatus', 'createdAt', 'id'] },
  { name: 'IDX_leads_list_type_leadStatus', columnNames: ['type', 'leadStatus', 'createdAt', 'id'] },
] as const;
export const NOT_SPAM = '"spamAt" IS NULL';
const FIRST_CONTACT_INDEX = {
  name: 'IDX_lead_status_changes_first_contact',
  columnNames: ['leadId', 'field', 'toStatus', 'changedAt'],
};

const OLD_INDEXES = [
  { name: 'IDX_leads_type_createdAt', columnNames: ['type', 'createdAt'] },
  { name: 'IDX_leads_type_contactStatus', columnNames: ['type', 'contactStatus', 'createdAt'] },
  { name: 'IDX_leads_type_leadStatus', columnNames: ['type', 'leadStatus', 'createdAt'] },
];

/** Rows of existing leads given their search text per transaction: bounded memory whatever the table holds. */
const BACKFILL_BATCH = 1000;

/**
 * The back-office at a million leads: paged, searched, counted and exported by the database.
 * - `searchText`: each lead's searchable fields folded into one text (lead-search.ts), written with the
 *   row; a trigram index serves substring search on it (FTS5 on SQLite, pg_trgm GIN on PostgreSQL).
 * - `spamAt`, `spamByName`: a lead staff marked as spam leaves the lists, counts and exports.
 * - `lead_tallies`: leads per (type, statuses, Accra day), kept by triggers in the writing transaction,
 *   so counts and trends read a few thousand rows instead of every lead. Accra keeps UTC all year (no
 *   daylight saving since 1942), so its day is the UTC date.
 * - `audit_events`: who did what to many records at once (spam, delete).
 */
export class PageLeadsInTheDatabase1764172800000 implements MigrationInterface {
  name = 'PageLeadsInTheDatabase1764172800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.addColumns('leads', [
      new TableColumn(textColumn('searchText')),
      new TableColumn({ ...timestampColumn(queryRunner, 'spamAt'), isNullable: true, default: undefined }),
      new TableColumn({ name: 'spamByName', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await this.backfillSearchText(queryRunner);

    for (const index of OLD_INDEXES) await queryRunner.dropIndex('leads', index.name);
    await queryRunner.createIndices('leads', [
      ...LEAD_LIST_INDEXES.map(
        (index) => new TableIndex({ ...index, columnNames: [...index.columnNames], where: NOT_SPAM }),
      ),
      // The spam folder: few rows, newest first.
      new TableIndex({
        name: 'IDX_leads_spam',
        columnNames: ['spamAt', 'createdAt', 'id'],
        where: '"spamAt" IS NOT NULL',
      }),
    ]);
    // Speed to lead finds each recent lead's first contact in this index alone, without reading the history rows.
    await queryRunner.createIndex('lead_status_changes', new TableIndex(FIRST_CONTACT_INDEX));

    await queryRunner.createTable(
      new Table({
        name: 'lead_tallies',
        columns: [
          { ...varcharColumn('type', 10), isPrimary: true },
          { ...varcharColumn('contactStatus', 20), isPrimary: true },
          { ...varcharColumn('leadStatus', 20), isPrimary: true },
          { ...varcharColumn('day', 10), isPrimary: true },
          { name: 'leads', type: 'integer', isNullable: false, default: 0 },
        ],
        // SQLite: the rows live in the key's own b-tree, so a sum reads one index and nothing else.
        withoutRowid: true,
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          idColumn(),
          timestampColumn(queryRunner, 'occurredAt'),
          { name: 'actorId', type: 'integer', isNullable: true },
          varcharColumn('actorName', 64),
          varcharColumn('action', 40),
          textColumn('details'),
        ],
        indices: [{ name: 'IDX_audit_events_occurredAt', columnNames: ['occurredAt'] }],
      }),
    );

    if (postgres) await this.upPostgres(queryRunner);
    else await this.upSqlite(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      for (const event of ['insert', 'update', 'delete'])
        await queryRunner.query(`DROP TRIGGER IF EXISTS "leads_tally_${event}" ON "leads"`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS leads_tally()`);
      await queryRunner.query(`DROP INDEX IF EXISTS "IDX_leads_search"`);
    } else {
      for (const trigger of [
        'leads_search_insert',
        'leads_search_delete',
        'leads_search_update',
        'leads_tally_insert',
        'leads_tally_delete',
        'leads_tally_update_old',
        'leads_tally_update_new',
      ]) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS "${trigger}"`);
      }
      await queryRunner.query(`DROP TABLE IF EXISTS "leads_search"`);
    }
    await queryRunner.dropTable('audit_events');
    await queryRunner.dropTable('lead_tallies');
    await queryRunner.dropIndex('lead_status_changes', FIRST_CONTACT_INDEX.name);
    await queryRunner.dropIndex('leads', 'IDX_leads_spam');
    for (const index of LEAD_LIST_INDEXES) await queryRunner.dropIndex('leads', index.name);
    await queryRunner.createIndices(
      'leads',
      OLD_INDEXES.map((index) => new TableIndex(index)),
    );
    await queryRunner.dropColumns('leads', ['spamByName', 'spamAt', 'searchText']);
  }

  /** Existing leads get their search text in batches by id, computed by the same function the intake uses. */
  private async backfillSearchText(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const placeholder = (index: number) => (postgres ? `$${index}` : '?');
    let after = 0;
    for (;;) {
      const rows: Array<Record<string, unknown> & { id: number }> = await queryRunner.query(
        `SELECT * FROM "leads" WHERE "id" > ${placeholder(1)} ORDER BY "id" LIMIT ${BACKFILL_BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        const text = leadSearchText(row as unknown as Parameters<typeof leadSearchText>[0]);
        await queryRunner.query(`UPDATE "leads" SET "searchText" = ${placeholder(1)} WHERE "id" = ${placeholder(2)}`, [
          text,
          row.id,
        ]);
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  }

  private async upSqlite(queryRunner: QueryRunner): Promise<void> {
    // External content: the index holds trigrams only and reads no text back, as a match needs none.
    // case_sensitive 1: the text and the term are both folded by lead-search.ts, so the index compares exactly.
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "leads_search" USING fts5("searchText", content='leads', content_rowid='id', tokenize='trigram case_sensitive 1', columnsize=0)`,
    );
    await queryRunner.query(`INSERT INTO "leads_search"("leads_search") VALUES ('rebuild')`);
    await queryRunner.query(`CREATE TRIGGER "leads_search_insert" AFTER INSERT ON "leads" BEGIN
      INSERT INTO "leads_search"(rowid, "searchText") VALUES (new."id", new."searchText"); END`);
    await queryRunner.query(`CREATE TRIGGER "leads_search_delete" AFTER DELETE ON "leads" BEGIN
      INSERT INTO "leads_search"("leads_search", rowid, "searchText") VALUES ('delete', old."id", old."searchText"); END`);
    await queryRunner.query(`CREATE TRIGGER "leads_search_update" AFTER UPDATE OF "searchText" ON "leads" BEGIN
      INSERT INTO "leads_search"("leads_search", rowid, "searchText") VALUES ('delete', old."id", old."searchText");
      INSERT INTO "leads_search"(rowid, "searchText") VALUES (new."id", new."searchText"); END`);

    const key = (row: 'new' | 'old') =>
      `${row}."type", ${row}."contactStatus", ${row}."leadStatus", substr(${row}."createdAt", 1, 10)`;
    const add = `INSERT INTO "lead_tallies"("type", "contactStatus", "leadStatus", "day", "leads") VALUES (${key('new')}, 1)
      ON CONFLICT DO UPDATE SET "leads" = "leads" + 1;`;
    const remove = `UPDATE "lead_tallies" SET "leads" = "leads" - 1
      WHERE ("type", "contactStatus", "leadStatus", "day") = (${key('old')});`;
    const counted = ['"type"', '"contactStatus"', '"leadStatus"', '"createdAt"', '"spamAt"'].join(', ');
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
    await queryRunner.query(`INSERT INTO "lead_tallies" SELECT "type", "contactStatus", "leadStatus", substr("createdAt", 1, 10), COUNT(*)
      FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3, 4`);
  }

  private async upPostgres(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "IDX_leads_search" ON "leads" USING gin ("searchText" gin_trgm_ops)`);
    // One statement-level trigger per event, with transition tables: a bulk change applies its deltas in
    // one statement, in key order, so two transactions never lock the same tallies in opposite orders.
    const day = `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    const rows = (table: 'old_rows' | 'new_rows', delta: number) =>
      `SELECT "type", "contactStatus", "leadStatus", ${day} AS "day", ${delta} AS delta FROM ${table} WHERE "spamAt" IS NULL`;
    // A trigger's function may name only the transition tables its event has, so each event has its own statement.
    const apply = (
      deltas: string,
    ) => `INSERT INTO "lead_tallies" ("type", "contactStatus", "leadStatus", "day", "leads")
          SELECT "type", "contactStatus", "leadStatus", "day", SUM(delta) FROM (${deltas}) AS deltas
          GROUP BY 1, 2, 3, 4 HAVING SUM(delta) <> 0 ORDER BY 1, 2, 3, 4
          ON CONFLICT ("type", "contactStatus", "leadStatus", "day") DO UPDATE SET "leads" = "lead_tallies"."leads" + EXCLUDED."leads";`;
    await queryRunner.query(`CREATE FUNCTION leads_tally() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply(rows('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN
          ${apply(rows('old_rows', -1))}
        ELSE
          ${apply(`${rows('old_rows', -1)} UNION ALL ${rows('new_rows', 1)}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "leads_tally_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION leads_tally()`);
    await queryRunner.query(`CREATE TRIGGER "leads_tally_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION leads_tally()`);
    await queryRunner.query(`CREATE TRIGGER "leads_tally_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION leads_tally()`);
    await queryRunner.query(`INSERT INTO "lead_tallies" SELECT "type", "contactStatus", "leadStatus", ${day}, COUNT(*)
      FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3, 4`);
  }
}

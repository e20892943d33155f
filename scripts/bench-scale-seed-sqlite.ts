/**
 * The scale benchmark's SQLite file: migrated by the app's own migrations, then filled with
 * better-sqlite3 prepared statements in big transactions. The leads' triggers (search index and tallies)
 * are set aside while the rows go in and the index and tallies are then built in one pass each, with the
 * very statements the migrations use on existing rows; the triggers are put back from their own SQL, so
 * the file ends exactly as the app's writes leave it. The status history's trigger stays: it sets each
 * lead's first contact as the history goes in.
 */
import Database from 'better-sqlite3';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { FILL_SUMMARIES_FROM_TALLIES } from '../api/platform/db/migrations/1764259200000-KeepTheDashboardFigures';
import { CHANGE_COLUMNS, LEAD_COLUMNS, seedBatches, type SeedLead, type SeedStatusChange } from './bench-scale-data';
import { type SeedOptions, seedSubscribers, type SeedTimings, timed } from './bench-scale-seed';

/** Leads made at a time (short-lived objects keep the collector cheap) and leads per transaction. */
const BATCH = 5_000;
const TRANSACTION = 100_000;

/** How TypeORM stores a time on SQLite: UTC text 'YYYY-MM-DD HH:MM:SS.SSS'. */
export const sqliteTime = (date: Date | null) =>
  date === null ? null : date.toISOString().replace('T', ' ').slice(0, 23);

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const quoted = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');

function leadValues(id: number, lead: SeedLead): unknown[] {
  return LEAD_COLUMNS.map((column) => {
    if (column === 'id') return id;
    const value = lead[column];
    return value instanceof Date || value === null ? sqliteTime(value) : value;
  });
}

const changeValues = (change: SeedStatusChange) =>
  CHANGE_COLUMNS.map((column) => (column === 'changedAt' ? sqliteTime(change.changedAt) : change[column]));

/** Migrates a fresh SQLite file at `file` and seeds it; answers how long each phase took. */
export async function seedSqlite(file: string, options: SeedOptions): Promise<SeedTimings> {
  const timings: SeedTimings = {};
  await timed(timings, 'migrate', async () => {
    const dataSource = createDataSource(`sqlite:${file}`);
    await dataSource.initialize();
    await runPendingMigrations(dataSource);
    await dataSource.destroy();
  });

  const db = new Database(file);
  // Only the seeding runs unsafely fast: nothing else has the file open, and a crash means seeding anew.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -524288');
  const triggers = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'leads'`)
    .all() as Array<{ name: string; sql: string }>;
  for (const trigger of triggers) db.exec(`DROP TRIGGER "${trigger.name}"`);

  const insertLead = db.prepare(
    `INSERT INTO "leads" (${quoted(LEAD_COLUMNS)}) VALUES (${placeholders(LEAD_COLUMNS.length)})`,
  );
  const insertChange = db.prepare(
    `INSERT INTO "lead_status_changes" (${quoted(CHANGE_COLUMNS)}) VALUES (${placeholders(CHANGE_COLUMNS.length)})`,
  );
  await timed(timings, 'leads and history', async () => {
    db.exec('BEGIN');
    for (const batch of seedBatches(options.leads, options.now, BATCH)) {
      batch.leads.forEach((lead, index) => insertLead.run(leadValues(batch.firstId + index, lead)));
      for (const change of batch.changes) insertChange.run(changeValues(change));
      if ((batch.firstId - 1 + BATCH) % TRANSACTION === 0) db.exec('COMMIT; BEGIN');
    }
    db.exec('COMMIT');
  });
  await timed(timings, 'search index', async () => {
    db.exec(`INSERT INTO "leads_search"("leads_search") VALUES ('rebuild')`);
  });
  await timed(timings, 'tallies', async () => {
    // The migration's own statement for the rows a table already holds.
    db.exec(`INSERT INTO "lead_tallies" SELECT "type", "contactStatus", "leadStatus", substr("createdAt", 1, 10), COUNT(*)
      FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3, 4`);
    for (const statement of FILL_SUMMARIES_FROM_TALLIES) db.exec(statement);
    for (const trigger of triggers) db.exec(trigger.sql);
  });
  await timed(timings, 'subscribers', async () => {
    const insert = db.prepare(
      `INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") VALUES (?, ?, ?)`,
    );
    db.transaction(() =>
      seedSubscribers(options, (email, createdAt) => insert.run(email, email.toLowerCase(), sqliteTime(createdAt))),
    )();
  });
  await timed(timings, 'checkpoint', async () => {
    db.pragma('wal_checkpoint(TRUNCATE)');
  });
  db.close();
  return timings;
}

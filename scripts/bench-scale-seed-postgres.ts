/**
 * The scale benchmark's PostgreSQL database: migrated by the app's own migrations, then filled with
 * multi-row INSERT … SELECT FROM unnest(…) statements, whose statement-level triggers keep the tallies
 * (as pending changes, folded in at the end) and the search table as they do for any bulk change. The secondary indexes of the leads (list indexes),
 * of the search table (pg_trgm GIN index) and of the status history are dropped while the rows go in and
 * made again from their own definitions, which builds each in one sorted pass instead of row by row; then
 * VACUUM ANALYZE does what autovacuum would do after such a load.
 */
import pg from 'pg';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { FOLD_PENDING_COUNTS } from '../api/platform/db/pending-counts';
import { CHANGE_COLUMNS, LEAD_COLUMNS, seedBatches, type SeedLead, type SeedStatusChange } from './bench-scale-data';
import { type SeedOptions, seedSubscribers, type SeedTimings, timed } from './bench-scale-seed';

/** Rows per INSERT: big enough that the per-statement work (and the tally trigger's) is spread thin. */
const BATCH = 10_000;

/** The PostgreSQL array type each column's values are sent as. */
const LEAD_ARRAY_TYPES: Record<(typeof LEAD_COLUMNS)[number], string> = Object.fromEntries(
  LEAD_COLUMNS.map((column) => [
    column,
    column === 'id' ? 'int[]' : ['createdAt', 'updatedAt', 'spamAt'].includes(column) ? 'timestamptz[]' : 'text[]',
  ]),
) as Record<(typeof LEAD_COLUMNS)[number], string>;

const quoted = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');
const unnestOf = (types: string[]) =>
  `SELECT * FROM unnest(${types.map((type, index) => `$${index + 1}::${type}`).join(', ')})`;
const isoTime = (date: Date | null) => (date === null ? null : date.toISOString());

/** The batch as one array per column. */
function leadArrays(firstId: number, leads: SeedLead[]): unknown[][] {
  return LEAD_COLUMNS.map((column) => {
    if (column === 'id') return leads.map((_, index) => firstId + index);
    return leads.map((lead) => {
      const value = lead[column];
      return value instanceof Date || value === null ? isoTime(value) : value;
    });
  });
}

const changeArrays = (changes: SeedStatusChange[]) =>
  CHANGE_COLUMNS.map((column) =>
    changes.map((change) => (column === 'changedAt' ? isoTime(change.changedAt) : change[column])),
  );

/** Migrates the (empty) database at `url` and seeds it; answers how long each phase took. */
export async function seedPostgres(url: string, options: SeedOptions): Promise<SeedTimings> {
  const timings: SeedTimings = {};
  await timed(timings, 'migrate', async () => {
    const dataSource = createDataSource(url);
    await dataSource.initialize();
    await runPendingMigrations(dataSource);
    await dataSource.destroy();
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '1GB'`);
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename IN ('leads', 'lead_status_changes', 'lead_search') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);

    const insertLeads = `INSERT INTO "leads" (${quoted(LEAD_COLUMNS)}) ${unnestOf(LEAD_COLUMNS.map((column) => LEAD_ARRAY_TYPES[column]))}`;
    const insertChanges = `INSERT INTO "lead_status_changes" (${quoted(CHANGE_COLUMNS)}) ${unnestOf(['int[]', 'text[]', 'text[]', 'text[]', 'timestamptz[]', 'text[]'])}`;
    await timed(timings, 'leads and history', async () => {
      // One batch in flight while the next is made: PostgreSQL stores one while Node builds the other.
      let stored: Promise<unknown> = Promise.resolve();
      for (const batch of seedBatches(options.leads, options.now, BATCH)) {
        const [leads, changes] = [leadArrays(batch.firstId, batch.leads), changeArrays(batch.changes)];
        await stored;
        stored = Promise.all([client.query(insertLeads, leads), client.query(insertChanges, changes)]);
      }
      await stored;
      // The ids were given, as the intake's sequence would have: it carries on after them.
      await client.query(`SELECT setval(pg_get_serial_sequence('"leads"', 'id'), (SELECT MAX("id") FROM "leads"))`);
    });
    await timed(timings, 'indexes', async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await timed(timings, 'subscribers', async () => {
      const emails: string[] = [];
      const times: string[] = [];
      seedSubscribers(options, (email, createdAt) => {
        emails.push(email);
        times.push(createdAt.toISOString());
      });
      for (let start = 0; start < emails.length; start += BATCH) {
        const slice = emails.slice(start, start + BATCH);
        await client.query(
          `INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") ${unnestOf(['text[]', 'text[]', 'timestamptz[]'])}`,
          [slice, slice.map((email) => email.toLowerCase()), times.slice(start, start + BATCH)],
        );
      }
    });
    // What the app's next poll would do: the triggers' count changes go into the tallies the reads use.
    await timed(timings, 'fold counts', async () => {
      for (const statement of FOLD_PENDING_COUNTS) await client.query(statement);
    });
    await timed(timings, 'vacuum analyze', async () => {
      await client.query('VACUUM ANALYZE');
    });
  } finally {
    await client.end();
  }
  return timings;
}

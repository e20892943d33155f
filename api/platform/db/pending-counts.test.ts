import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildLead } from '../../test/factories';
import { insertLead, insertSubscriber } from '../../test/seed-rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { foldPendingCounts } from './pending-counts';

const postgres = TEST_DATABASES.find((database) => database.name === 'postgres')!;
const DAY = '2026-03-02';

/** The lead count of every (type, statuses) as the app reads it, and the truth from the leads themselves. */
async function countsAndTruth(dataSource: DataSource): Promise<[string[], string[]]> {
  const rows = (list: Array<Record<string, unknown>>) => list.map((row) => Object.values(row).map(String).join('|'));
  return [
    rows(
      await dataSource.query(
        `SELECT "type", "contactStatus", "leadStatus", SUM("leads") AS n FROM "live_lead_totals" GROUP BY 1, 2, 3 HAVING SUM("leads") <> 0 ORDER BY 1, 2, 3`,
      ),
    ),
    rows(
      await dataSource.query(
        `SELECT "type", "contactStatus", "leadStatus", COUNT(*) AS n FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
    ),
  ];
}

describe('counts on PostgreSQL: writers never wait for one another', () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let url: string;
  const clients: Client[] = [];
  /** A connection of its own that gives up on any lock after `lockTimeoutMs`, as a waiting writer would wait. */
  const connect = async (lockTimeoutMs = 2_000) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`SET lock_timeout = ${lockTimeoutMs}`);
    clients.push(client);
    return client;
  };
  const insert = (client: Client, email: string, contactStatus = 'Not Contacted') =>
    client.query(
      `INSERT INTO "leads" ("type", "name", "email", "phone", "contactStatus", "leadStatus", "createdAt")
       VALUES ('buyer', 'Ama', $1, '+233241234567', $2, 'New', $3)`,
      [email, contactStatus, `${DAY}T10:00:00Z`],
    );

  beforeAll(async () => {
    database = await openMigratedDatabase(postgres);
    url = (database.dataSource.options as { url: string }).url;
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    await database.close();
  });

  test('two transactions add leads of the same type, day and statuses at once; neither waits on a count', async () => {
    const [first, second] = [await connect(), await connect()];
    await first.query('BEGIN');
    await insert(first, 'first@example.com');
    // The first has not committed: a count row it had updated would hold the second until the lock timeout.
    await second.query('BEGIN');
    await insert(second, 'second@example.com');
    await second.query(`UPDATE "leads" SET "contactStatus" = 'Contacted' WHERE "email" = 'second@example.com'`);
    await second.query('COMMIT');
    await first.query('COMMIT');
    const [counts, truth] = await countsAndTruth(database.dataSource);
    expect(counts).toEqual(truth);
    expect(counts).toEqual(['buyer|Contacted|New|1', 'buyer|Not Contacted|New|1']);
  });

  test('a fold beside a writer still in its transaction: every change counted once, before and after', async () => {
    const writer = await connect();
    await writer.query('BEGIN');
    await insert(writer, 'open@example.com');
    await foldPendingCounts(database.dataSource);
    // The fold took what was committed; the open writer's change is its own until it commits.
    const [{ pending }] = await database.dataSource.query(`SELECT COUNT(*) AS pending FROM "lead_tally_changes"`);
    expect(Number(pending)).toBe(0);
    await writer.query('COMMIT');
    let [counts, truth] = await countsAndTruth(database.dataSource);
    expect(counts).toEqual(truth);
    await foldPendingCounts(database.dataSource);
    [counts, truth] = await countsAndTruth(database.dataSource);
    expect(counts).toEqual(truth);
    const folded = await database.dataSource.query(
      `SELECT SUM("leads") AS n FROM "lead_totals" UNION ALL SELECT COUNT(*) FROM "lead_tally_changes"`,
    );
    expect(folded.map((row: { n: unknown }) => Number(row.n))).toEqual([3, 0]);
  });

  test('folds from two connections at once count every change once, subscribers too', async () => {
    for (let index = 0; index < 20; index++)
      await insertLead(database.dataSource, { type: 'seller', createdAt: `${DAY}T11:00:00Z` });
    await insertSubscriber(database.dataSource, 'reader@example.com', `${DAY}T12:00:00Z`);
    await Promise.all([foldPendingCounts(database.dataSource), foldPendingCounts(database.dataSource)]);
    const [counts, truth] = await countsAndTruth(database.dataSource);
    expect(counts).toEqual(truth);
    const [{ subscribers }] = await database.dataSource.query(
      `SELECT SUM("subscribers") AS subscribers FROM "live_subscriber_days"`,
    );
    expect(Number(subscribers)).toBe(1);
  });
});

describe("the outbox's poll on PostgreSQL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(postgres, { outbox: { pollMs: 0 } });
  });
  afterAll(() => app.close());

  test('folds the pending counts even when a step before it fails, and says which failed', async () => {
    expect((await app.postJson('/api/buyers', buildLead({ email: 'folded@example.com' }))).status).toBe(201);
    // The chases' step fails on every poll while its table is away.
    await app.dataSource.query('ALTER TABLE "lead_chases" RENAME TO "lead_chases_away"');
    try {
      await app.services.outbox.runPass();
    } finally {
      await app.dataSource.query('ALTER TABLE "lead_chases_away" RENAME TO "lead_chases"');
    }
    const [{ pending }] = await app.dataSource.query(`SELECT COUNT(*)::int AS pending FROM "lead_tally_changes"`);
    expect(pending).toBe(0);
    expect(app.logs.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      'outbox poll step failed: chases',
    ]);
  });
});

import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { backupSqlite } from '../../../scripts/backup-sqlite';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let app: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const sqlite = TEST_DATABASES.find((database) => database.name === 'sqlite')!;
const postgres = TEST_DATABASES.find((database) => database.name === 'postgres')!;

/** What only this person ever wrote or had written about them; SQLite stores text as UTF-8 (its default encoding). */
const PERSON = {
  name: 'Zadkiel Aŋkrah Quarshiebrook',
  email: 'zadkiel.quarshie@vexmoor.example',
  phone: '024 987 1357',
  detail: 'Xylophone garden behind the mangrove',
  note: 'Haggled over the Jubblewick deposit',
  touchNote: 'Wants the Frobisham flat viewed',
};
/**
 * The strings the database may hold them as (typed, folded for search, the phone's digits). The search index
 * (FTS5 trigram) holds a text as its three-letter pieces, each stored after the piece before it minus their
 * common start: 'ŋkr' is the one piece that begins with its first byte, so it is stored whole and a raw scan finds
 * it in the index, where longer strings never appear.
 */
const TRACES = [
  'Quarshiebrook',
  'Zadkiel',
  'vexmoor',
  '987 1357',
  '249871357',
  'Xylophone',
  'mangrove',
  'Jubblewick',
  'Frobisham',
  'ŋkr',
];

/**
 * Leads of two types, a note, a touch with a note and a subscription for the person, made over HTTP as staff and
 * visitors would.
 */
async function createPerson(testApp: TestApp): Promise<string> {
  const { cookie } = await signIn(testApp);
  const lead = { name: PERSON.name, email: PERSON.email, countryCode: '+233', phone: PERSON.phone };
  const buyer = await testApp.postJson('/api/buyers', buildLead({ ...lead, contactDetails: PERSON.detail }));
  expect(buyer.status, await buyer.clone().text()).toBe(201);
  expect((await testApp.postJson('/api/renters', buildLead({ ...lead, helpNeeded: PERSON.detail }))).status).toBe(201);
  expect((await testApp.postJson('/api/newsletter', { email: PERSON.email })).status).toBeLessThan(300);
  const found = await testApp.request(`/api/people?contact=${encodeURIComponent(PERSON.email)}`, {
    headers: { Cookie: cookie },
  });
  const leadIds = ((await found.json()).person.leads as { id: number }[]).map((found) => found.id);
  expect(leadIds).toHaveLength(2);
  expect(
    (await testApp.postJson(`/api/leads/${leadIds[0]}/notes`, { body: PERSON.note }, { Cookie: cookie })).status,
  ).toBe(201);
  const touch = { kind: 'called', outcome: 'answered', note: PERSON.touchNote };
  expect((await testApp.postJson(`/api/leads/${leadIds[1]}/touches`, touch, { Cookie: cookie })).status).toBe(201);
  return cookie;
}

/** Erases the person over HTTP, as "Find a person" does. */
async function erasePerson(testApp: TestApp, cookie: string): Promise<void> {
  const erase = await testApp.postJson(
    '/api/people/erase',
    { contact: PERSON.email, confirmation: PERSON.email },
    { Cookie: cookie },
  );
  expect(erase.status, await erase.clone().text()).toBe(200);
  expect((await erase.json()).erased).toMatchObject({ leads: 2, subscriptions: 1, notes: 1 });
}

/** The traces found in a file's raw bytes as UTF-8, as typed or folded to lower case. */
function tracesIn(file: string): string[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return TRACES.filter(
    (trace) => bytes.includes(Buffer.from(trace, 'utf8')) || bytes.includes(Buffer.from(trace.toLowerCase(), 'utf8')),
  );
}

test(
  'after an erasure the SQLite file, its WAL and a backup taken then hold none of the person’s words',
  { timeout: 30_000 },
  async () => {
    app = await startTestApp(sqlite);
    const databasePath = app.dataSource.options.database as string;
    const cookie = await createPerson(app);
    // Into the main file, as SQLite's own checkpoints do on a live site: the erasure must clean pages, not only the WAL.
    await app.dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
    expect(tracesIn(databasePath), 'the scan finds them before').toEqual(TRACES);
    await erasePerson(app, cookie);
    expect(tracesIn(databasePath), 'the database file').toEqual([]);
    expect(tracesIn(`${databasePath}-wal`), 'the WAL').toEqual([]);
    dir = mkdtempSync(path.join(tmpdir(), 'erasure-backup-'));
    const backup = path.join(dir, 'after.sqlite');
    await backupSqlite(databasePath, backup);
    expect(tracesIn(backup), 'the backup').toEqual([]);
  },
);

/** How many times each table the erasure touches has been vacuumed by hand (autovacuum aside). */
async function vacuumCounts(testApp: TestApp): Promise<Record<string, number>> {
  const rows: { relname: string; vacuum_count: string }[] = await testApp.dataSource.query(
    `SELECT "relname", "vacuum_count" FROM pg_stat_user_tables WHERE "relname" = ANY($1) ORDER BY "relname"`,
    [['leads', 'lead_search', 'lead_notes', 'lead_touches', 'newsletter_subscribers', 'submission_keys', 'outbox']],
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.vacuum_count)]));
}

test(
  'on PostgreSQL an erasure answers as before and then vacuums every table it touched',
  { timeout: 30_000 },
  async () => {
    app = await startTestApp(postgres);
    const cookie = await createPerson(app);
    const before = await vacuumCounts(app);
    expect(Object.keys(before)).toHaveLength(7);
    await erasePerson(app, cookie);
    const vacuumed = Object.fromEntries(Object.entries(before).map(([table, count]) => [table, count + 1]));
    await expect.poll(() => vacuumCounts(app!)).toEqual(vacuumed);
  },
);

test('on PostgreSQL a VACUUM that fails leaves the erasure done and is logged', { timeout: 30_000 }, async () => {
  app = await startTestApp(postgres);
  const cookie = await createPerson(app);
  // The search's narrow copy gone (with the trigger that fills it):
  // the erasure still works, its VACUUM names a missing table.
  await app.dataSource.query('DROP FUNCTION "lead_search_keep"() CASCADE');
  await app.dataSource.query('DROP TABLE "lead_search"');
  await erasePerson(app, cookie);
  expect(app.logs).toContainEqual(
    expect.objectContaining({ level: 'error', msg: 'After an erasure the old copies could not be cleared' }),
  );
  const found = await app.request(`/api/people?contact=${encodeURIComponent(PERSON.email)}`, {
    headers: { Cookie: cookie },
  });
  expect((await found.json()).person.leads).toEqual([]);
});

test(
  'on SQLite a reader holding the WAL (a backup under way) leaves the erasure done, and the log says the WAL waits',
  { timeout: 30_000 },
  async () => {
    app = await startTestApp(sqlite);
    const cookie = await createPerson(app);
    const reader = new Database(app.dataSource.options.database as string, { readonly: true });
    try {
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM "leads"').get();
      await erasePerson(app, cookie);
      expect(app.logs).toContainEqual(
        expect.objectContaining({ level: 'warn', msg: expect.stringContaining('the WAL could not be emptied yet') }),
      );
    } finally {
      reader.close();
    }
  },
);

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { loadSiteFiles } from '../site/site-files';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { serveTestApp, type TestApp } from '../../test/test-app';
import { createDataSource } from './data-source';
import { NewsletterSubscriber } from './entities/NewsletterSubscriber';
import { unitsQueuedForConnection, unitsWaitingForLock } from './lock-waiting-query-runner';
import { runPendingMigrations } from './migrate';

let dir: string;
let app: TestApp | undefined;
let holder: Database.Database | undefined;
afterEach(async () => {
  if (holder?.inTransaction) holder.exec('ROLLBACK');
  holder?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The app on a fresh SQLite file with a one-page site, waiting at most `lockWaitMs` for a lock. */
async function startApp(lockWaitMs: number): Promise<{ app: TestApp; file: string }> {
  dir = mkdtempSync(path.join(tmpdir(), 'lock-wait-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  const file = path.join(dir, 'app.sqlite');
  const dataSource = createDataSource(`sqlite:${file}`, { sqliteLockWaitMs: lockWaitMs });
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  const app = await serveTestApp(dataSource, () => dataSource.destroy(), {
    siteFiles: await loadSiteFiles(path.join(dir, 'dist')),
  });
  return { app, file };
}

/** A second, real connection on the same file holding SQLite's write lock (as a backup or a CLI might). */
function holdLock(file: string): Database.Database {
  const connection = new Database(file);
  connection.exec('BEGIN EXCLUSIVE');
  return connection;
}

/** A promise's outcome so far, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    () => (state.settled = true),
  );
  return state;
}

/** A lead posted as a visitor does, read back through the staff's list for its id. */
async function storedLead(app: TestApp, cookie: string): Promise<{ id: number }> {
  expect((await app.postJson('/api/buyers', buildLead())).status).toBe(201);
  const [lead] = (
    (await (await app.request('/api/buyers', { headers: { Cookie: cookie } })).json()) as { buyers: { id: number }[] }
  ).buyers;
  return lead;
}

const leadsWithEmail = (file: string, email: string) => {
  const reader = new Database(file, { readonly: true });
  try {
    return (reader.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').get(email) as { n: number }).n;
  } finally {
    reader.close();
  }
};

test('while another connection holds the lock, writes wait without freezing the server: pages and health answer meanwhile', async () => {
  // Long enough never to run out on a loaded machine: the test releases the lock itself.
  const started = await startApp(120_000);
  app = started.app;
  const { cookie } = await signIn(app);
  const existing = await storedLead(app, cookie);

  holder = holdLock(started.file);
  const lead = buildLead({ email: 'waited.for.the.lock@example.com' });
  const post = app.postJson('/api/buyers', lead);
  const postState = track(post);
  // A transaction (status change with its history) waits as a whole too.
  const patch = app.request(`/api/leads/${existing.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ leadStatus: 'Qualified' }),
  });
  const patchState = track(patch);
  await expect.poll(() => unitsWaitingForLock(app!.dataSource), { timeout: 30_000 }).toBe(2);

  const page = await app.request('/');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<h1>Home</h1>');
  const health = await app.request('/api/health');
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
  // Both answered while the lock was still held and the writes still waited.
  expect(holder.inTransaction).toBe(true);
  expect(postState.settled).toBe(false);
  expect(patchState.settled).toBe(false);

  holder.exec('COMMIT');
  const posted = await post;
  expect(posted.status).toBe(201);
  expect(leadsWithEmail(started.file, lead.email)).toBe(1);
  const patched = await patch;
  expect(patched.status).toBe(200);
  expect((await patched.json()).lead.leadStatus).toBe('Qualified');
  const { timeline } = await (
    await app.request(`/api/leads/${existing.id}/timeline`, { headers: { Cookie: cookie } })
  ).json();
  expect(timeline.filter((entry: { kind: string }) => entry.kind === 'status')).toHaveLength(1);
  expect(unitsWaitingForLock(app.dataSource)).toBe(0);
}, 90_000);

test('a lock held past the wait ends in a clear 503 "database busy" with Retry-After, and nothing half-stored', async () => {
  const started = await startApp(300);
  app = started.app;
  const { cookie } = await signIn(app);
  const existing = await storedLead(app, cookie);

  holder = holdLock(started.file);
  const lead = buildLead({ email: 'gave.up.waiting@example.com' });
  for (const response of [
    await app.postJson('/api/buyers', lead),
    await app.request(`/api/leads/${existing.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ leadStatus: 'Qualified', contactStatus: 'Contacted' }),
    }),
    await app.postJson('/api/newsletter', { email: 'busy@example.com' }),
  ]) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      error: { code: 'database_busy', message: expect.stringMatching(/busy/), fields: {} },
    });
  }
  expect(holder.inTransaction).toBe(true);
  expect((await app.request('/api/health')).status).toBe(200);
  holder.exec('COMMIT');

  // Nothing of the refused writes is there, and the connection is free for the next request.
  expect(leadsWithEmail(started.file, lead.email)).toBe(0);
  const reader = new Database(started.file, { readonly: true });
  expect(reader.prepare('SELECT leadStatus, contactStatus FROM leads WHERE id = ?').get(existing.id)).toEqual({
    leadStatus: 'New',
    contactStatus: 'Not Contacted',
  });
  expect(reader.prepare('SELECT COUNT(*) AS n FROM lead_status_changes').get()).toEqual({ n: 0 });
  reader.close();
  expect(app.logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  expect((await app.postJson('/api/buyers', lead)).status).toBe(201);
  expect(leadsWithEmail(started.file, lead.email)).toBe(1);
});

const subscriber = (email: string) => ({ email, emailKey: email, createdAt: new Date() });
const subscriberEmails = async (app: TestApp) =>
  (await app.dataSource.getRepository(NewsletterSubscriber).find({ order: { id: 'ASC' } })).map((row) => row.email);

test('a transaction that meets the lock waits before any of it runs, then runs whole', async () => {
  const started = await startApp(120_000);
  app = started.app;
  holder = holdLock(started.file);
  let ranBeforeRelease = false;
  const transaction = app.dataSource.transaction(async (manager) => {
    ranBeforeRelease = holder!.inTransaction;
    await manager.getRepository(NewsletterSubscriber).insert(subscriber('first@example.com'));
    await manager.getRepository(NewsletterSubscriber).insert(subscriber('second@example.com'));
  });
  await expect.poll(() => unitsWaitingForLock(app!.dataSource), { timeout: 30_000 }).toBe(1);
  // Meanwhile the connection answers reads.
  expect(await app.dataSource.query('SELECT COUNT(*) AS n FROM newsletter_subscribers')).toEqual([{ n: 0 }]);
  holder.exec('COMMIT');
  await transaction;
  expect(ranBeforeRelease).toBe(false);
  expect(await subscriberEmails(app)).toEqual(['first@example.com', 'second@example.com']);
}, 90_000);

test("another request's statement never lands inside an open transaction", async () => {
  app = (await startApp(120_000)).app;
  const repository = app.dataSource.getRepository(NewsletterSubscriber);
  let outsideDone: Promise<unknown> | undefined;
  const failing = app.dataSource.transaction(async (manager) => {
    await manager.getRepository(NewsletterSubscriber).insert(subscriber('rolled.back@example.com'));
    // Another request's write arrives while this transaction is open: the transaction goes on once that write
    // waits for the connection (or, let in, has already run inside it).
    outsideDone = repository.insert(subscriber('kept@example.com'));
    const outside = track(outsideDone);
    await expect.poll(() => outside.settled || unitsQueuedForConnection(app!.dataSource) === 1).toBe(true);
    throw new Error('the transaction fails');
  });
  await expect(failing).rejects.toThrow('the transaction fails');
  await outsideDone;
  expect(await subscriberEmails(app)).toEqual(['kept@example.com']);
});

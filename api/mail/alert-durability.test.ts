import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { buildLead } from '../test/factories';
import { freePort } from '../test/free-port';
import { startServer } from '../test/start-server';
import { TEST_DATABASES } from '../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server';

const LEADS = 5;

let dir: string;
let drop: (() => Promise<void>) | undefined;
let running: ChildProcess | undefined;
const servers: TestSmtpServer[] = [];
afterEach(async () => {
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGKILL');
    await once(running, 'exit');
  }
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

async function unfinishedJobs(databaseUrl: string): Promise<number> {
  const sql = "SELECT count(*) AS n FROM outbox WHERE state <> 'delivered'";
  if (databaseUrl.startsWith('sqlite:')) {
    const reader = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      return (reader.prepare(sql).get() as { n: number }).n;
    } finally {
      reader.close();
    }
  }
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0].n);
  } finally {
    await client.end();
  }
}

// On SQLite the restart releases the leases its killed self held; on PostgreSQL the new process sees
// that the claimer's connections are gone and takes its jobs over.
describe.each(TEST_DATABASES)('email alerts through kill -9 on $name', (database) => {
  test('alerts survive kill -9 in the middle of delivery: after the restart each arrives, once', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'alert-durability-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'posts'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
    const created = database.name === 'sqlite' ? { url: `sqlite:${path.join(dir, 'alerts.sqlite')}`, drop: async () => {} } : await database.create();
    drop = created.drop;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const stuck = await startTestSmtpServer({ hold: true });
    servers.push(stuck);
    const env = {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: created.url,
      DIST_DIR: path.join(dir, 'dist'),
      POSTS_DIR: path.join(dir, 'posts'),
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
      SESSION_SECRET: 'alert-durability-secret-0123456789abcdef',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-123',
      ADMIN_EMAIL: 'owner@example.com',
    };

    running = await startServer({ ...env, SMTP_URL: stuck.url }, baseUrl);
    const visitors = Array.from({ length: LEADS }, (_, n) => `visitor${n}@example.com`);
    for (const email of visitors) {
      const response = await fetch(`${baseUrl}/api/buyers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(buildLead({ email })) });
      expect(response.status).toBe(201);
    }
    // The worker is mid-delivery: messages sent, no answer yet.
    await expect.poll(stuck.holding, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    running.kill('SIGKILL');
    await once(running, 'exit');

    const smtp = await startTestSmtpServer();
    servers.push(smtp);
    running = await startServer({ ...env, SMTP_URL: smtp.url }, baseUrl);
    await smtp.waitForMessages(LEADS * 2);
    await expect.poll(() => unfinishedJobs(created.url), { timeout: 30_000, interval: 50 }).toBe(0);
    const received = smtp.recipients.flat().sort();
    expect(received).toEqual([...Array(LEADS).fill('owner@example.com'), ...visitors].sort());
    running.kill('SIGTERM');
    await once(running, 'exit');
  }, 120_000);
});

import type { ChildProcess } from 'node:child_process';
import { In } from 'typeorm';
import { afterEach, describe, expect, test } from 'vitest';
import { OutboxJob } from '../db/entities/OutboxJob';
import { WebhookEndpoint } from '../db/entities/WebhookEndpoint';
import { runPendingMigrations } from '../db/migrate';
import { buildLead } from '../../test/factories';
import { prepareServer, type ServerSetup } from '../../test/server-setup';
import { killHard, startServer } from '../../test/start-server';
import { withDatabase } from '../../test/with-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { TEST_DATABASES } from '../../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { newWebhookSecret } from '../webhooks/new-webhook-secret';

const LEADS = 8;

let setup: ServerSetup | undefined;
let running: ChildProcess | undefined;
let receiver: WebhookReceiver | undefined;
const smtpServers: TestSmtpServer[] = [];

afterEach(async () => {
  if (running) await killHard(running);
  await receiver?.close();
  await Promise.all(smtpServers.splice(0).map((server) => server.close()));
  await setup?.remove();
  setup = undefined;
});

/** Migrates the database and adds an endpoint subscribed to new leads, as an admin would have. */
async function prepare(url: string, receiverUrl: string, secret: string): Promise<void> {
  await withDatabase(url, async (dataSource) => {
    await runPendingMigrations(dataSource);
    await dataSource
      .getRepository(WebhookEndpoint)
      .insert({ url: receiverUrl, events: ['lead.created'], enabled: true, secret });
  });
}

function pendingJobs(url: string): Promise<OutboxJob[]> {
  return withDatabase(url, (dataSource) =>
    dataSource.getRepository(OutboxJob).findBy({ kind: In(['email', 'webhook']), state: 'pending' }),
  );
}

// On SQLite the restart releases the leases its killed self held; on PostgreSQL the new process sees
// that the claimer's connections are gone and takes its jobs over.
describe.each(TEST_DATABASES)('alerts and kill -9 on $name', (database) => {
  test('leads acknowledged, then the server killed mid-delivery: after a restart every email and webhook arrives, each once', async () => {
    setup = await prepareServer(database);
    const { databaseUrl, baseUrl } = setup;
    receiver = await startWebhookReceiver();
    receiver.secret = newWebhookSecret();
    await prepare(databaseUrl, receiver.url, receiver.secret);
    const env = {
      ...setup.env,
      NODE_ENV: 'test',
      SESSION_SECRET: 'alert-durability-secret-0123456789abcdef',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-123',
      ADMIN_EMAIL: 'owner@example.com',
    };

    // The relay and the receiver hang: the server takes every alert in hand and is killed before any is delivered.
    const stuck = await startTestSmtpServer({ hold: true });
    smtpServers.push(stuck);
    receiver.holding = true;
    running = await startServer({ ...env, SMTP_URL: stuck.url }, baseUrl);
    const emails = Array.from({ length: LEADS }, (_, n) => `kill${n}@durability.example`);
    for (const email of emails) {
      expect(
        (
          await fetch(`${baseUrl}/api/buyers`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(buildLead({ email })),
          })
        ).status,
      ).toBe(201);
    }
    // Each lead's staff alert, visitor copy and webhook claimed, sent and unanswered.
    await expect
      .poll(async () => (await pendingJobs(databaseUrl)).filter((job) => job.attempts === 1).length, {
        timeout: 30_000,
        interval: 50,
      })
      .toBe(LEADS * 3);
    await expect.poll(() => receiver!.held, { timeout: 30_000, interval: 20 }).toBe(LEADS);
    await expect.poll(() => stuck.holding(), { timeout: 30_000, interval: 20 }).toBe(LEADS * 2);
    await killHard(running);
    expect(receiver.received).toEqual([]);
    // Each was claimed (a lease that outlives the process) and none delivered.
    const inHand = await pendingJobs(databaseUrl);
    expect(inHand).toHaveLength(LEADS * 3);
    expect(
      inHand.every((job) => job.attempts === 1 && job.lockedUntil !== null && job.lockedUntil.getTime() > Date.now()),
    ).toBe(true);

    receiver.holding = false;
    const smtp = await startTestSmtpServer();
    smtpServers.push(smtp);
    running = await startServer({ ...env, SMTP_URL: smtp.url }, baseUrl);
    await smtp.waitForMessages(LEADS * 2);
    await expect.poll(() => receiver!.received.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(LEADS);
    const delivered = receiver.received.map(
      (request) => (request.payload!.data as { lead: { email: string } }).lead.email,
    );
    expect(receiver.received.every((request) => request.verifyError === '' && request.status === 200)).toBe(true);
    expect(delivered.sort()).toEqual([...emails].sort());
    // Nothing more comes: once delivered, a job is done.
    await expect.poll(async () => (await pendingJobs(databaseUrl)).length, { timeout: 30_000, interval: 50 }).toBe(0);
    expect(receiver.received).toHaveLength(LEADS);
    expect(smtp.recipients.flat().sort()).toEqual([...Array(LEADS).fill('owner@example.com'), ...emails].sort());
  }, 120_000);
});

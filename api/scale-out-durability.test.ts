import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { Client } from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { buildLead } from './test/factories';
import { freePort } from './test/free-port';
import { postJsonOver } from './test/post-json-over';
import { prepareServer, type ServerSetup } from './test/server-setup';
import { killHard, startServer } from './test/start-server';
import { startTestSmtpServer, type TestSmtpServer } from './test/test-smtp-server';
import { TEST_DATABASES } from './test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';
import { newWebhookSecret } from './platform/webhooks/new-webhook-secret';

const CLIENTS = 20;
/** Acknowledged leads before the kill: both processes are busy taking leads and sending their alerts by then. */
const ACKS_BEFORE_KILL = 300;
/** Acknowledged by the survivor after the kill, before the load stops. */
const ACKS_AFTER_KILL = 100;
const STAFF = 'owner@example.com';

/**
 * Clients posting leads without pause, each to the two processes in turn as a round-robin proxy would; every
 * email is unique and recorded once a process acknowledged it with 2xx. A request the kill cuts off fails.
 */
function postLeads(urls: string[], acknowledged: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * urls.length });
  let stopped = false;
  let failed = 0;
  const client = async (index: number) => {
    for (let n = 0; !stopped; n += 1) {
      const email = `c${index}.n${n}@scale-out.example`;
      try {
        const status = await postJsonOver(agent, `${urls[n % urls.length]!}/api/buyers`, buildLead({ email }));
        if (status >= 200 && status < 300) acknowledged.push(email);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return {
    async stop() {
      stopped = true;
      await clients;
      agent.destroy();
      return { failed };
    },
  };
}

async function query<Row>(databaseUrl: string, sql: string): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

let setup: ServerSetup | undefined;
const running: ChildProcess[] = [];
let smtp: TestSmtpServer | undefined;
let stuckRelay: TestSmtpServer | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  for (const child of running.splice(0)) await killHard(child);
  await smtp?.close();
  await stuckRelay?.close();
  await receiver?.close();
  await setup?.remove();
  setup = smtp = stuckRelay = receiver = undefined;
});

const postgres = TEST_DATABASES.find((database) => database.name === 'postgres')!;

describe('two app processes on one PostgreSQL, one killed under load', () => {
  test('no acknowledged lead is lost, and the survivor delivers every alert and webhook, the killed one’s included', async () => {
    setup = await prepareServer(postgres);
    smtp = await startTestSmtpServer();
    // The process to be killed sends through a relay that never answers: its emails are in hand when it dies.
    stuckRelay = await startTestSmtpServer({ hold: true });
    receiver = await startWebhookReceiver();
    receiver.secret = newWebhookSecret();
    const env = {
      ...setup.env,
      SESSION_SECRET: 'scale-out-durability-secret-0123456789abcdef',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-123',
      ADMIN_EMAIL: STAFF,
      SMTP_URL: smtp.url,
    };
    const first = setup.baseUrl;
    const secondPort = await freePort();
    const second = `http://127.0.0.1:${secondPort}`;
    running.push(await startServer({ ...env, SMTP_URL: stuckRelay.url }, first));
    running.push(await startServer({ ...env, PORT: String(secondPort) }, second));
    // Migrated by the first: the endpoint an admin would have added, subscribed to new leads.
    await query(
      setup.databaseUrl,
      `INSERT INTO "webhook_endpoints" ("url", "events", "enabled", "secret") VALUES ('${receiver.url}', '["lead.created"]', true, '${receiver.secret}')`,
    );

    const acknowledged: string[] = [];
    const load = postLeads([first, second], acknowledged);
    await expect
      .poll(() => acknowledged.length, { timeout: 120_000, interval: 20 })
      .toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    await expect.poll(() => stuckRelay!.holding(), { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    const killed = running.shift()!;
    await killHard(killed);
    const atKill = acknowledged.length;
    // The jobs it had in hand: claimed by a process whose connections are gone (what the survivor looks for too).
    const orphanedJobs = async () =>
      (
        await query<{ id: string }>(
          setup!.databaseUrl,
          `SELECT "id" FROM "outbox" WHERE "state" = 'pending' AND "claimedBy" IS NOT NULL
             AND "claimedBy" NOT IN (SELECT "application_name" FROM pg_stat_activity WHERE "application_name" <> '')`,
        )
      ).map((row) => row.id);
    await expect.poll(async () => (await orphanedJobs()).length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    const inHandAtKill = await orphanedJobs();
    await expect
      .poll(() => acknowledged.length, { timeout: 120_000, interval: 20 })
      .toBeGreaterThanOrEqual(atKill + ACKS_AFTER_KILL);
    const { failed } = await load.stop();
    // The kill came while requests to it were under way, and every later one to it failed.
    expect(failed).toBeGreaterThan(0);

    const stored = await query<{ email: string }>(setup.databaseUrl, 'SELECT "email" FROM "leads"');
    const storedEmails = new Set(stored.map((row) => row.email));
    expect(acknowledged.filter((email) => !storedEmails.has(email))).toEqual([]);

    // The survivor finds the killed process's connections gone and takes its claimed jobs over.
    await expect
      .poll(
        async () =>
          Number(
            (
              await query<{ n: string }>(
                setup!.databaseUrl,
                `SELECT COUNT(*) AS n FROM "outbox" WHERE "state" <> 'delivered'`,
              )
            )[0]!.n,
          ),
        { timeout: 60_000, interval: 200 },
      )
      .toBe(0);
    const stillOpen = await query<{ id: string }>(
      setup.databaseUrl,
      `SELECT "id" FROM "outbox" WHERE "id" IN (${inHandAtKill.join(', ')}) AND "state" <> 'delivered'`,
    );
    expect(stillOpen).toEqual([]);
    const visitorCopies = new Set(smtp.recipients.flat().filter((address) => address !== STAFF));
    expect([...storedEmails].filter((email) => !visitorCopies.has(email))).toEqual([]);
    expect(smtp.recipients.flat().filter((address) => address === STAFF).length).toBeGreaterThanOrEqual(stored.length);
    const hooked = new Set(
      receiver.received.map((received) => (received.payload!.data as { lead: { email: string } }).lead.email),
    );
    expect([...storedEmails].filter((email) => !hooked.has(email))).toEqual([]);
    expect(receiver.received.every((received) => received.verifyError === '' && received.status === 200)).toBe(true);
  }, 240_000);
});

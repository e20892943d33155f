import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { Campaign } from '../../platform/db/entities/Campaign';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { runPendingMigrations } from '../../platform/db/migrate';
import { addStaff } from '../../test/add-staff';
import { prepareServer, type ServerSetup } from '../../test/server-setup';
import { sessionCookie, TEST_PASSWORD } from '../../test/sign-in';
import { killHard, startServer } from '../../test/start-server';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { withDatabase } from '../../test/with-database';
import { addSubscribers, campaignInput } from './campaigns.test-helpers';

const SUBSCRIBERS = 600;

let setup: ServerSetup | undefined;
let running: ChildProcess | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  if (running) await killHard(running);
  await smtp?.close();
  await setup?.remove();
  setup = undefined;
  smtp = undefined;
});

describe.each(TEST_DATABASES)('a campaign and kill -9 on $name', (database) => {
  test('killed mid-send and restarted: every subscriber’s job completes once, the campaign ends on its own', async () => {
    setup = await prepareServer(database);
    const { databaseUrl, baseUrl } = setup;
    await withDatabase(databaseUrl, async (dataSource) => {
      await runPendingMigrations(dataSource);
      await addStaff(dataSource, { username: 'editor', email: null, role: 'admin', alertLeadTypes: [] });
      await addSubscribers(dataSource, SUBSCRIBERS);
    });
    smtp = await startTestSmtpServer();
    const env = {
      ...setup.env,
      NODE_ENV: 'test',
      SESSION_SECRET: 'campaign-durability-secret-0123456789abcdef',
      SMTP_URL: smtp.url,
    };
    running = await startServer(env, baseUrl);
    const login = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: TEST_PASSWORD }),
    });
    const call = (path: string, body: unknown = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sessionCookie(login) },
        body: JSON.stringify(body),
      });
    const { campaign } = await (await call('/api/campaigns', campaignInput())).json();
    expect((await call(`/api/campaigns/${campaign.id}/send`)).status).toBe(200);

    // Killed while sending: some emails out, some in hand, most still queued.
    await expect.poll(() => smtp!.messages.length, { timeout: 30_000, interval: 5 }).toBeGreaterThan(20);
    await killHard(running);
    const before = smtp.messages.length;
    expect(before).toBeLessThan(SUBSCRIBERS);

    running = await startServer(env, baseUrl);
    const state = () =>
      withDatabase(
        databaseUrl,
        async (dataSource) => (await dataSource.getRepository(Campaign).findOneByOrFail({ id: campaign.id })).state,
      );
    await expect.poll(state, { timeout: 60_000, interval: 200 }).toBe('sent');

    const jobs = await withDatabase(databaseUrl, (dataSource) =>
      dataSource.getRepository(OutboxJob).findBy({ kind: 'campaign' }),
    );
    // One job per subscriber, each completed once and counted sent.
    expect(jobs).toHaveLength(SUBSCRIBERS);
    expect(jobs.every((job) => job.state === 'delivered' && job.result === 'sent')).toBe(true);
    const stored = await withDatabase(databaseUrl, (dataSource) =>
      dataSource.getRepository(Campaign).findOneByOrFail({ id: campaign.id }),
    );
    expect(stored).toMatchObject({ recipients: SUBSCRIBERS, sentCount: SUBSCRIBERS, failedCount: 0 });
    // Every subscriber got it; a copy sent again (one in hand at the kill) is the same message, by its Message-ID.
    const byAddress = new Map<string, Set<string>>();
    smtp.recipients.forEach(([address], index) => {
      const ids = byAddress.get(address!) ?? new Set();
      ids.add(smtp!.messages[index]!.messageId!);
      byAddress.set(address!, ids);
    });
    expect(byAddress.size).toBe(SUBSCRIBERS);
    expect([...byAddress.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(smtp.messages.length - SUBSCRIBERS).toBeLessThanOrEqual(before);
  }, 120_000);
});

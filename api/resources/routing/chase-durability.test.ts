import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { AppSetting } from '../../platform/db/entities/AppSetting';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { runPendingMigrations } from '../../platform/db/migrate';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { routingRule } from '../../test/routing';
import { prepareServer, type ServerSetup } from '../../test/server-setup';
import { killHard, startServer } from '../../test/start-server';
import { TEST_DATABASES } from '../../test/test-databases';
import { withDatabase } from '../../test/with-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

const LEADS = 6;

let setup: ServerSetup | undefined;
let running: ChildProcess | undefined;
const smtpServers: TestSmtpServer[] = [];

afterEach(async () => {
  if (running) await killHard(running);
  await Promise.all(smtpServers.splice(0).map((server) => server.close()));
  await setup?.remove();
  setup = undefined;
});

// The server runs on the real clock: the test makes the reminders due by moving the chases' due time into the past,
// as fifteen working minutes would.
describe.each(TEST_DATABASES)('reminders and kill -9 on $name', (database) => {
  test('reminders due, the server killed while sending them: after a restart each arrives exactly once', async () => {
    setup = await prepareServer(database);
    const { databaseUrl, baseUrl } = setup;
    await withDatabase(databaseUrl, async (dataSource) => {
      await runPendingMigrations(dataSource);
      const staff = [];
      for (const name of ['ama', 'kofi'])
        staff.push(await addStaff(dataSource, { username: name, email: `${name}@example.com`, alertLeadTypes: [] }));
      await dataSource.getRepository(RoutingRule).insert({
        ...routingRule(
          'Everyone',
          staff.map((user) => user.id),
        ),
        position: 0,
        turn: 0,
      });
      // Only the owners' emails: no visitor copies.
      await dataSource.getRepository(AppSetting).insert({ key: 'visitorConfirmation', value: false });
    });
    const env = { ...setup.env, NODE_ENV: 'test', SESSION_SECRET: 'chase-durability-secret-0123456789abcdef' };

    // The relay hangs: every email is taken in hand and none delivered before the kill.
    const stuck = await startTestSmtpServer({ hold: true });
    smtpServers.push(stuck);
    running = await startServer({ ...env, SMTP_URL: stuck.url }, baseUrl);
    const names = Array.from({ length: LEADS }, (_, n) => `Chased Visitor ${n}`);
    for (const [n, name] of names.entries()) {
      const response = await fetch(`${baseUrl}/api/buyers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(buildLead({ name, email: `kill${n}@durability.example` })),
      });
      expect(response.status).toBe(201);
    }
    await expect.poll(() => stuck.holding(), { timeout: 30_000, interval: 20 }).toBe(LEADS);
    await withDatabase(databaseUrl, (dataSource) =>
      dataSource.getRepository(LeadChase).update({ stage: 'remind' }, { dueAt: new Date(Date.now() - 60_000) }),
    );
    // Each reminder planned, claimed and sent into the hanging relay.
    await expect.poll(() => stuck.holding(), { timeout: 30_000, interval: 20 }).toBe(2 * LEADS);
    await killHard(running);
    const inHand = await withDatabase(databaseUrl, (dataSource) =>
      dataSource.getRepository(OutboxJob).findBy({ kind: 'email', state: 'pending' }),
    );
    expect(inHand).toHaveLength(2 * LEADS);
    expect(inHand.every((job) => job.attempts === 1 && job.lockedUntil !== null)).toBe(true);

    const smtp = await startTestSmtpServer();
    smtpServers.push(smtp);
    running = await startServer({ ...env, SMTP_URL: smtp.url }, baseUrl);
    await smtp.waitForMessages(2 * LEADS);
    const pending = () =>
      withDatabase(databaseUrl, (dataSource) => dataSource.getRepository(OutboxJob).countBy({ state: 'pending' }));
    await expect.poll(pending, { timeout: 30_000, interval: 50 }).toBe(0);
    const subjects = smtp.messages.map((message) => message.subject ?? '').sort();
    expect(subjects).toEqual(
      names
        .flatMap((name) => [`Lead assigned to you: ${name}`, `Reminder: ${name} is waiting for a first touch`])
        .sort(),
    );
    // Each went to the lead's owner: the agents took turns.
    expect(smtp.recipients.flat().sort()).toEqual([
      ...Array(LEADS).fill('ama@example.com'),
      ...Array(LEADS).fill('kofi@example.com'),
    ]);
  }, 120_000);
});

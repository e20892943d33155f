import { afterEach, describe, expect, test } from 'vitest';
import { OutboxJob } from '../db/entities/OutboxJob';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

/** `<job-ID.HASH@host>`, the host being TEST_SITE_URL's. */
const MESSAGE_ID = /^<job-(\d+)\.[0-9a-f]{16}@yourhomeinghana\.example>$/;

describe.each(TEST_DATABASES)("an email's Message-ID comes from its outbox job, on $name", (database) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  /** Runs the outbox until the relay holds `count` messages (retries are due 50 ms apart). */
  const deliver = (count: number) =>
    expect
      .poll(async () => {
        await app.services.outbox.runPass();
        return smtp.messages.length;
      })
      .toBe(count);

  test('a copy sent again (the relay kept it, but its answer was lost) has the same Message-ID', async () => {
    smtp = await startTestSmtpServer({ loseAnswers: 1 });
    app = await startTestApp(database, { config: { smtpUrl: smtp.url }, outbox: { retryDelaysMs: Array(5).fill(50) } });
    expect((await app.postJson('/api/newsletter', { email: 'reader@example.com' })).status).toBe(201);
    await deliver(2);

    const [first, again] = smtp.messages;
    expect(again.messageId).toBe(first.messageId);
    expect(again.subject).toBe(first.subject);
    const [job] = await app.dataSource.getRepository(OutboxJob).find({ where: { kind: 'email' } });
    expect(job).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(first.messageId!).toMatch(MESSAGE_ID);
    expect(MESSAGE_ID.exec(first.messageId!)![1]).toBe(String(job.id));
  });

  test('each job has its own Message-ID', async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, { config: { smtpUrl: smtp.url } });
    await addStaff(app.dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin' });
    expect((await app.postJson('/api/buyers', buildLead({ email: 'buyer@example.com' }))).status).toBe(201);
    expect((await app.postJson('/api/renters', buildLead({ email: 'renter@example.com' }))).status).toBe(201);
    await deliver(4);
    const ids = smtp.messages.map((message) => message.messageId!);
    expect(ids.every((id) => MESSAGE_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(4);
    const jobIds = (await app.dataSource.getRepository(OutboxJob).find({ where: { kind: 'email' } })).map((job) =>
      String(job.id),
    );
    expect(ids.map((id) => MESSAGE_ID.exec(id)![1]).sort()).toEqual(jobIds.sort());
  });
});

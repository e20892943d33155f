import { afterEach, describe, expect, test } from 'vitest';
import { OutboxJob } from '../db/entities/OutboxJob';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { freePort } from '../../test/free-port';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

describe.each(TEST_DATABASES)('SMTP failures on $name', (database) => {
  let app: TestApp;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await app.close();
    await smtp?.close();
  });

  test('with the server down, emails wait (pending, attempts counted, last error kept) and are delivered when it comes back', async () => {
    const port = await freePort();
    app = await startTestApp(database, {
      config: { smtpUrl: `smtp://127.0.0.1:${port}` },
      outbox: { retryDelaysMs: Array(20).fill(50) },
    });
    await addStaff(app.dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin' });
    await app.postJson('/api/renters', buildLead({ email: 'renter@example.com' }));
    await app.services.outbox.runPass();

    const emails = () =>
      app.dataSource.getRepository(OutboxJob).find({ where: { kind: 'email' }, order: { id: 'ASC' } });
    const waiting = await emails();
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      expect(job.state).toBe('pending');
      expect(job.attempts).toBeGreaterThanOrEqual(1);
      expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
    }

    smtp = await startTestSmtpServer({ port });
    // The retry is due 40-60 ms later: pass again until both are sent.
    const server = smtp;
    await expect
      .poll(async () => {
        await app.services.outbox.runPass();
        return server.messages.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect(smtp.recipients.flat().sort()).toEqual(['kofi@example.com', 'renter@example.com']);
    const delivered = await emails();
    expect(delivered.map((job) => job.state)).toEqual(['delivered', 'delivered']);
    expect(delivered.every((job) => job.attempts >= 2 && job.lastError === '')).toBe(true);
  });

  test('a recipient the server refuses for good (5xx) fails at once; the others are delivered', async () => {
    smtp = await startTestSmtpServer({
      rejectRecipient: (address) => (address === 'gone@example.com' ? '550 5.1.1 No such user here' : undefined),
    });
    app = await startTestApp(database, { config: { smtpUrl: smtp.url } });
    await addStaff(app.dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin' });
    await app.postJson('/api/buyers', buildLead({ email: 'gone@example.com' }));
    await app.services.outbox.runPass();
    const jobs = await app.dataSource.getRepository(OutboxJob).find({ where: { kind: 'email' }, order: { id: 'ASC' } });
    expect(jobs.map((job) => [(job.payload as { to: string }).to, job.state, job.attempts])).toEqual([
      ['kofi@example.com', 'delivered', 1],
      ['gone@example.com', 'failed', 1],
    ]);
    expect(jobs[1].lastError).toContain('550 5.1.1 No such user here');
  });
});

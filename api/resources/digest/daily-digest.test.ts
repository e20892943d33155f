import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createDataSource } from '../../platform/db/data-source';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { addStaff } from '../../test/add-staff';
import { insertLead } from '../../test/seed-rows';
import { serveTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

/** A second connection to the same database, as another app process would open. */
function sameDatabase(dataSource: DataSource): DataSource {
  const options = dataSource.options;
  return createDataSource(options.type === 'postgres' ? String(options.url) : `sqlite:${String(options.database)}`);
}

describe.each(TEST_DATABASES)('the daily digest on $name', (database) => {
  let smtp: TestSmtpServer;
  let apps: TestApp[];
  // Africa/Accra is UTC all year, so these instants are also Accra's wall-clock times.
  let clock: Date;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    const first = await openMigratedDatabase(database);
    const second = sameDatabase(first.dataSource);
    await second.initialize();
    // pollMs 0: every runPass is a poll (the scheduler runs once a poll interval).
    const options = { config: { smtpUrl: smtp.url }, outbox: { now: () => clock, pollMs: 0 } };
    apps = [
      await serveTestApp(first.dataSource, first.close, options),
      await serveTestApp(second, () => second.destroy(), options),
    ];
  });
  afterEach(async () => {
    await apps[1].close();
    await apps[0].close();
    await smtp.close();
  });

  const digestJobs = () => apps[0].dataSource.getRepository(OutboxJob).findBy({ kind: 'digest' });
  const passBoth = () => Promise.all(apps.map((app) => app.services.outbox.runPass()));

  test('from 08:00 Accra time one digest a day goes to staff who opted in, however many processes poll', async () => {
    const { dataSource } = apps[0];
    await addStaff(dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin', dailyDigest: true });
    await addStaff(dataSource, { username: 'esi', email: 'esi@example.com', dailyDigest: true });
    await addStaff(dataSource, { username: 'yaw', email: null, dailyDigest: true });
    await addStaff(dataSource, { username: 'ama', email: 'ama@example.com' });
    await insertLead(dataSource, { type: 'buyer', createdAt: '2026-11-23T10:00:00Z', name: 'Fresh Buyer' });
    await insertLead(dataSource, { type: 'buyer', createdAt: '2026-11-23T00:30:00Z', contactStatus: 'Contacted' });
    const cold = await insertLead(dataSource, {
      type: 'seller',
      createdAt: '2026-11-22T23:59:00Z',
      name: 'Cold <b>Seller</b>',
    });
    await insertLead(dataSource, { type: 'renter', createdAt: '2026-11-24T01:00:00Z' });
    // An erased person's lead stays Not Contacted, but nobody can call them: it is not going cold.
    await insertLead(dataSource, {
      type: 'seller',
      createdAt: '2026-11-22T10:00:00Z',
      name: '[erased]',
      erasedAt: new Date('2026-11-23T09:00:00Z'),
    });
    for (let i = 0; i < 52; i++)
      await insertLead(dataSource, { type: 'renter', createdAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00Z` });

    clock = new Date('2026-11-24T07:59:00Z');
    await passBoth();
    expect(await digestJobs()).toHaveLength(0);

    clock = new Date('2026-11-24T08:00:30Z');
    await passBoth();
    await passBoth();
    const jobs = await digestJobs();
    expect(jobs.map((job) => [job.dedupeKey, job.state])).toEqual([['digest:2026-11-24', 'delivered']]);
    expect(smtp.recipients.flat().sort()).toEqual(['esi@example.com', 'kofi@example.com']);

    const [mail] = smtp.messages;
    expect(mail.subject).toBe('Daily leads digest for Monday 23 November 2026: 2 new, 53 going cold');
    expect(mail.text).toContain('New buyer leads: 2');
    expect(mail.text).toContain('New seller leads: 0');
    expect(mail.text).toContain('52 renter leads going cold');
    expect(mail.text).toContain('and 2 more');
    expect(mail.text).toContain(`${TEST_SITE_URL}/admin/renters?cold=1`);
    expect(mail.html as string).toContain(`href="${TEST_SITE_URL}/admin/sellers?lead=${cold.id}"`);
    expect(mail.html as string).toContain('Cold &lt;b&gt;Seller&lt;/b&gt;');
    expect(mail.text).not.toContain('Fresh Buyer');
    expect(mail.text).toContain('1 seller lead going cold');
    expect(mail.text).not.toContain('[erased]');

    // A process (re)started later that day finds the day's digest done; the next day has its own.
    clock = new Date('2026-11-24T15:00:00Z');
    await passBoth();
    expect(await digestJobs()).toHaveLength(1);
    clock = new Date('2026-11-25T09:00:00Z');
    await passBoth();
    expect((await digestJobs()).map((job) => job.dedupeKey).sort()).toEqual(['digest:2026-11-24', 'digest:2026-11-25']);
  });

  test('a restart that missed 08:00 catches up; nothing to report sends nothing', async () => {
    await addStaff(apps[0].dataSource, {
      username: 'kofi',
      email: 'kofi@example.com',
      role: 'admin',
      dailyDigest: true,
    });
    clock = new Date('2026-11-24T13:00:00Z');
    await apps[1].services.outbox.runPass();
    expect((await digestJobs()).map((job) => [job.dedupeKey, job.state])).toEqual([['digest:2026-11-24', 'delivered']]);
    expect(await apps[0].dataSource.getRepository(OutboxJob).countBy({ kind: 'email' })).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });
});

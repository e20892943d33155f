import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addStaff } from '../../test/add-staff';
import { insertLead } from '../../test/seed-rows';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

// Each recipient's digest lists their own next steps due today and overdue; an admin's, everyone's.
// Africa/Accra keeps UTC all year: these instants are Accra's wall-clock times.
describe.each(TEST_DATABASES)('the daily digest’s next steps on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let clock: Date;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, { config: { smtpUrl: smtp.url }, outbox: { now: () => clock, pollMs: 0 } });
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  const mailTo = (address: string) => smtp.messages.find((_, index) => smtp.recipients[index]!.includes(address));
  const step = (day: string, time: string | null, text: string) => ({
    nextStepAt: new Date(`${day}T${time ?? '00:00'}:00Z`),
    nextStepHasTime: time !== null,
    nextStepText: text,
  });

  test('a user gets their own due and overdue steps, an admin everyone’s with their owners, in both parts, each linked to its lead', async () => {
    const kofi = await addStaff(app.dataSource, {
      username: 'kofi',
      email: 'kofi@example.com',
      role: 'admin',
      dailyDigest: true,
    });
    const esi = await addStaff(app.dataSource, { username: 'esi', email: 'esi@example.com', dailyDigest: true });
    await addStaff(app.dataSource, { username: 'yaw', email: 'yaw@example.com', dailyDigest: true });
    // Every lead contacted and none new yesterday: only next steps are left to report.
    const contacted = { contactStatus: 'Contacted' as const, createdAt: '2026-11-01T10:00:00Z' };
    const due = await insertLead(app.dataSource, {
      type: 'buyer',
      name: 'Due <i>Today</i>',
      assignedToId: esi.id,
      ...step('2026-11-24', '18:00', 'Call after 6 pm UK time'),
      ...contacted,
    });
    const late = await insertLead(app.dataSource, {
      type: 'seller',
      name: 'Overdue Seller',
      assignedToId: esi.id,
      ...step('2026-11-23', null, 'Send the valuation'),
      ...contacted,
    });
    await insertLead(app.dataSource, {
      type: 'renter',
      name: 'Kofi Own',
      assignedToId: kofi.id,
      ...step('2026-11-24', null, 'Viewing'),
      ...contacted,
    });
    await insertLead(app.dataSource, {
      type: 'renter',
      name: 'Next Week',
      assignedToId: esi.id,
      ...step('2026-11-30', null, 'Later'),
      ...contacted,
    });
    await insertLead(app.dataSource, {
      type: 'renter',
      name: 'Spam Step',
      assignedToId: esi.id,
      spamAt: new Date('2026-11-20T00:00:00Z'),
      ...step('2026-11-24', null, 'No'),
      ...contacted,
    });

    clock = new Date('2026-11-24T08:00:30Z');
    await app.services.outbox.runPass();
    await app.services.outbox.runPass();
    await smtp.waitForMessages(2);
    // Yaw has nothing to report: no digest for him.
    expect(smtp.recipients.flat().sort()).toEqual(['esi@example.com', 'kofi@example.com']);

    const esis = mailTo('esi@example.com') as ParsedMail;
    expect(esis.subject).toBe('Daily leads digest for Monday 23 November 2026: 0 new, 0 going cold, 2 next steps due');
    expect(esis.text).toContain('Your next steps due today (1)');
    expect(esis.text).toContain('Due <i>Today</i>: Tue 24 Nov 2026, 18:00 (Accra time): Call after 6 pm UK time');
    expect(esis.text).toContain('Your next steps overdue (1)');
    expect(esis.text).toContain('Overdue Seller: Mon 23 Nov 2026: Send the valuation');
    expect(esis.text).not.toMatch(/Kofi Own|Next Week|Spam Step/);
    const html = esis.html as string;
    expect(html).toContain('Due &lt;i&gt;Today&lt;/i&gt;');
    expect(html).toContain(`href="${TEST_SITE_URL}/admin/buyers?lead=${due.id}"`);
    expect(html).toContain(`href="${TEST_SITE_URL}/admin/sellers?lead=${late.id}"`);

    const kofis = mailTo('kofi@example.com') as ParsedMail;
    expect(kofis.text).toContain('Next steps (everyone’s) due today (2)');
    expect(kofis.text).toContain('Call after 6 pm UK time, assigned to esi');
    expect(kofis.text).toContain('Kofi Own: Tue 24 Nov 2026: Viewing, assigned to kofi');
    expect(kofis.text).toContain('Next steps (everyone’s) overdue (1)');
    expect(kofis.html as string).toContain('Next steps (everyone’s) due today (2)');
    expect(kofis.text).not.toMatch(/Next Week|Spam Step/);
  });
});

import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { startTestApp, TEST_SESSION_SECRET, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { NewsletterTokens } from '../newsletter/newsletter-tokens';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

const HOSTILE = '<img src=x onerror=alert(1)> Ama';

describe.each(TEST_DATABASES)('email alerts on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, {
      config: { smtpUrl: smtp.url, mailFrom: 'Your home in Ghana <alerts@example.com>' },
    });
    await addStaff(app.dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin' });
    await addStaff(app.dataSource, {
      username: 'esi',
      email: 'esi@example.com',
      alertLeadTypes: ['seller'],
      alertSubscribers: true,
    });
    await addStaff(app.dataSource, { username: 'yaw', email: null });
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  const to = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((each) => each?.value.map((a) => a.address));

  test('a buyer lead alerts only staff who chose buyers, with both parts, escaped values, contact links and the deep link; the visitor gets a copy', async () => {
    const lead = buildLead({
      name: HOSTILE,
      email: 'visitor@example.com',
      phone: '024 123 4567',
      budgetRange: '75k-125k',
      services: ['Legal advice / support'],
    });
    expect((await app.postJson('/api/buyers', lead)).status).toBe(201);
    await app.services.outbox.runPass();
    const mails = await smtp.waitForMessages(2);
    expect(mails.flatMap(to).sort()).toEqual(['kofi@example.com', 'visitor@example.com']);
    expect(smtp.recipients.flat().sort()).toEqual(['kofi@example.com', 'visitor@example.com']);

    const alert = mails.find((mail) => to(mail).includes('kofi@example.com'))!;
    expect(alert.subject).toBe(
      'New buyer lead: <img src=x onerror=alert(1)> Ama — East Legon, Accra, $75,000 – $125,000',
    );
    expect(alert.from?.value[0]).toEqual({ name: 'Your home in Ghana', address: 'alerts@example.com' });
    expect(alert.replyTo?.value[0].address).toBe('visitor@example.com');
    const html = alert.html as string;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Ama');
    expect(html).not.toContain('<img');
    const [{ id }] = await app.dataSource.query('SELECT id FROM leads');
    const deepLink = `${TEST_SITE_URL}/admin/buyers?lead=${id}`;
    expect(html).toContain(`href="${deepLink}"`);
    expect(html).toContain('href="tel:+233241234567"');
    expect(html).toContain('href="https://wa.me/233241234567"');
    expect(html).toContain('href="mailto:visitor@example.com"');
    expect(alert.text).toContain(deepLink);
    expect(alert.text).toContain('Budget Range: $75,000 – $125,000');
    expect(alert.text).toContain("Services you're interested in: Legal advice / support");
    expect(alert.text).toContain('Preferred Region in Ghana: Accra');
    expect(alert.text).toContain('Phone Number: +233 024 123 4567');
    expect(alert.text).toContain('Additional requirements or questions: Looking for a gated community');

    const copy = mails.find((mail) => to(mail).includes('visitor@example.com'))!;
    expect(copy.subject).toBe("We'll be in touch soon");
    expect(copy.replyTo?.value[0].address).toBe('kofi@example.com');
    expect(copy.text).toContain('Budget Range: $75,000 – $125,000');
    expect(copy.html as string).not.toContain('<img');
  });

  test('a visitor copy goes to an address once a day, whatever its case: forms sent again for it alert staff but mail the address no more', async () => {
    for (const email of ['stranger@example.com', 'Stranger@Example.com', 'stranger@example.com']) {
      expect((await app.postJson('/api/buyers', buildLead({ email }))).status).toBe(201);
    }
    await app.services.outbox.runPass();
    // Whichever form's job is planned first gets the copy (the worker and this pass share the jobs): one in all.
    expect(
      smtp.recipients
        .flat()
        .map((address) => address.toLowerCase())
        .sort(),
    ).toEqual(['kofi@example.com', 'kofi@example.com', 'kofi@example.com', 'stranger@example.com']);
  });

  test('a line break in a name cannot add a header', async () => {
    const lead = buildLead({ name: 'Ama\r\nBcc: victim@example.com', sellingPrice: 'GHS 2m' });
    await app.postJson('/api/sellers', lead);
    await app.services.outbox.runPass();
    const mails = await smtp.waitForMessages(3);
    const alert = mails.find((mail) => mail.subject?.startsWith('New seller lead'))!;
    expect(alert.subject).toBe('New seller lead: Ama Bcc: victim@example.com — Spintex Road, Accra, GHS 2m');
    expect(alert.bcc).toBeUndefined();
    expect(smtp.recipients.flat()).not.toContain('victim@example.com');
  });

  test('a seller lead reaches both staff with an address; a new subscriber, once confirmed, only those who opted in', async () => {
    await app.postJson('/api/sellers', buildLead({ email: 'seller@example.com' }));
    await app.postJson('/api/newsletter', { email: 'reader@example.com' });
    const [{ id }] = await app.dataSource.query(`SELECT id FROM newsletter_subscribers`);
    const token = new NewsletterTokens(TEST_SESSION_SECRET).sign('confirm', {
      id: Number(id),
      emailKey: 'reader@example.com',
    });
    expect((await app.request(`/newsletter/confirm?token=${token}`, { redirect: 'manual' })).status).toBe(302);
    await app.services.outbox.runPass();
    await app.services.outbox.runPass();
    const mails = await smtp.waitForMessages(6);
    const alerts = mails.filter((mail) => mail.subject?.startsWith('New seller lead'));
    expect(alerts.flatMap(to).sort()).toEqual(['esi@example.com', 'kofi@example.com']);
    const subscriber = mails.filter((mail) => mail.subject === 'New newsletter subscriber: reader@example.com');
    expect(subscriber.flatMap(to)).toEqual(['esi@example.com']);
    expect(subscriber[0].text).toContain(`${TEST_SITE_URL}/admin/newsletter`);
  });
});

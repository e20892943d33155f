import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, TEST_SESSION_SECRET, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { NewsletterTokens } from './newsletter-tokens';

/** The one link of a message that starts with `prefix`, as the visitor's mail client shows it. */
const linkIn = (mail: ParsedMail, prefix: string) => {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return found;
};
/** A link of ours, on the test app instead of the public address. */
const local = (app: TestApp, link: string) => link.replace(TEST_SITE_URL, '');

describe.each(TEST_DATABASES)('newsletter double opt-in and unsubscribe on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  const subscriber = (email: string) =>
    app.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ emailKey: email.toLowerCase() });
  const confirmationsTo = (email: string) =>
    smtp.messages.filter(
      (mail) =>
        mail.subject === 'Please confirm your newsletter subscription' &&
        smtp.recipients[smtp.messages.indexOf(mail)]!.includes(email),
    );

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, {
      config: { smtpUrl: smtp.url, mailFrom: 'Your home in Ghana <news@example.com>' },
    });
    await addStaff(app.dataSource, { username: 'esi', email: 'esi@example.com', alertSubscribers: true });
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  test('a signup is Pending with its consent facts until the link is clicked; then Active, staff told, a welcome with one-click unsubscribe', async () => {
    const answer = await app.postJson('/api/newsletter', { email: 'Reader@Example.com' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      subscribed: true,
      message: 'Thank you for subscribing to our newsletter!',
      confirmByEmail: true,
    });
    const pending = await subscriber('reader@example.com');
    expect(pending).toMatchObject({
      state: 'pending',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      confirmedAt: null,
    });
    expect(Date.now() - pending.consentAt!.getTime()).toBeLessThan(60_000);

    await app.services.outbox.runPass();
    const [question] = await smtp.waitForMessages(1);
    expect(smtp.recipients.flat().map((address) => address.toLowerCase())).toEqual(['reader@example.com']);
    expect(question!.subject).toBe('Please confirm your newsletter subscription');
    expect(question!.headerLines.some((line) => line.key.startsWith('list-'))).toBe(false);
    const confirmLink = linkIn(question!, `${TEST_SITE_URL}/newsletter/confirm?token=`);
    expect(question!.html as string).toContain(`href="${confirmLink}"`);

    const confirmed = await app.request(local(app, confirmLink), { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/newsletter/subscribed');
    expect(await subscriber('reader@example.com')).toMatchObject({ state: 'active' });
    // A second click changes nothing and still says so.
    expect((await app.request(local(app, confirmLink), { redirect: 'manual' })).headers.get('location')).toBe(
      '/newsletter/subscribed',
    );

    await app.services.outbox.runPass();
    await app.services.outbox.runPass();
    const mails = await smtp.waitForMessages(3);
    expect(mails.filter((mail) => mail.subject === 'New newsletter subscriber: Reader@Example.com')).toHaveLength(1);
    const welcome = mails.find((mail) => mail.subject === "You're subscribed to our newsletter")!;
    const unsubscribeLink = linkIn(welcome, `${TEST_SITE_URL}/unsubscribe?token=`);
    // As sent (mailparser folds List-* headers into one object): the RFC 8058 pair.
    const header = (key: string) =>
      welcome.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The one click a mail client sends (RFC 8058): form-encoded, from no page of ours; twice is the same.
    for (let click = 0; click < 2; click++) {
      const response = await app.request(local(app, unsubscribeLink), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("You're unsubscribed");
    }
    expect(await subscriber('reader@example.com')).toMatchObject({ state: 'unsubscribed' });
  });

  test('a lead form with the newsletter box ticked signs up the same way, in the transaction of the lead, and says to check the inbox', async () => {
    const answer = await app.postJson('/api/buyers', buildLead({ email: 'Box.Reader@example.com', newsletter: 'yes' }));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ newsletter: 'yes', confirmByEmail: true });
    expect(await subscriber('box.reader@example.com')).toMatchObject({
      state: 'pending',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    const unticked = await app.postJson('/api/renters', buildLead({ email: 'no.box@example.com' }));
    expect(await unticked.json()).not.toHaveProperty('confirmByEmail');
    await expect
      .poll(async () => {
        await app.services.outbox.runPass();
        return smtp.messages.map((mail) => `${mail.subject} -> ${smtp.recipients[smtp.messages.indexOf(mail)]}`);
      })
      .toContain('Please confirm your newsletter subscription -> Box.Reader@example.com');
  });

  test('a repeated signup resends the confirmation at most once an hour, and answers the same whatever the state', async () => {
    const answers = [];
    for (let signup = 0; signup < 3; signup++)
      answers.push(await (await app.postJson('/api/newsletter', { email: 'again@example.com' })).json());
    await app.services.outbox.runPass();
    await smtp.waitForMessages(1);
    expect(confirmationsTo('again@example.com')).toHaveLength(1);

    // An hour later the next signup asks again.
    await app.dataSource
      .getRepository(NewsletterSubscriber)
      .update({ emailKey: 'again@example.com' }, { confirmationSentAt: new Date(Date.now() - 3601_000) });
    answers.push(await (await app.postJson('/api/newsletter', { email: 'again@example.com' })).json());
    await app.services.outbox.runPass();
    await smtp.waitForMessages(2);
    expect(confirmationsTo('again@example.com')).toHaveLength(2);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  test('bad, expired, forged or other-purpose tokens get the clear page with a 400 and change nothing', async () => {
    await app.postJson('/api/newsletter', { email: 'careful@example.com' });
    const { id } = await subscriber('careful@example.com');
    const tokens = new NewsletterTokens(TEST_SESSION_SECRET);
    const expired = tokens.sign(
      'confirm',
      { id, emailKey: 'careful@example.com' },
      new Date(Date.now() - 8 * 86_400_000),
    );
    const unsubscribeToken = tokens.sign('unsubscribe', { id, emailKey: 'careful@example.com' });
    const forged = new NewsletterTokens('another-secret-0123456789abcdefghij').sign('confirm', {
      id,
      emailKey: 'careful@example.com',
    });
    const otherAddress = tokens.sign('confirm', { id, emailKey: 'someone-else@example.com' });
    // Ids past PostgreSQL's integer (or 0) are no token either, never a database error.
    const outOfRange = [
      `999999999999999.0.${'A'.repeat(43)}`,
      `2147483648.0.${'A'.repeat(43)}`,
      `0.0.${'A'.repeat(43)}`,
    ];
    for (const token of [
      expired,
      unsubscribeToken,
      forged,
      otherAddress,
      'nonsense',
      '',
      `${id}.0.${'A'.repeat(43)}`,
      ...outOfRange,
    ]) {
      const response = await app.request(`/newsletter/confirm?token=${encodeURIComponent(token)}`, {
        redirect: 'manual',
      });
      expect(response.status, token).toBe(400);
      expect(await response.text()).toBe('This link has expired or is not valid');
    }
    expect((await app.request('/newsletter/confirm?token=a&token=b')).status).toBe(400);
    const confirmToken = tokens.sign('confirm', { id, emailKey: 'careful@example.com' });
    for (const token of [confirmToken, forged, 'x'.repeat(5000), ...outOfRange]) {
      expect((await app.request(`/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(400);
    }
    expect((await app.request('/unsubscribe', { method: 'POST' })).status).toBe(400);
    expect(await subscriber('careful@example.com')).toMatchObject({ state: 'pending' });
  });

  test('the list shows each state and filters by it; the counts count Active only; the export follows the state filter; an unsubscribed address can sign up again', async () => {
    const tokens = new NewsletterTokens(TEST_SESSION_SECRET);
    for (const email of ['active@example.com', 'pending@example.com', 'gone@example.com'])
      await app.postJson('/api/newsletter', { email });
    const confirm = async (email: string) => {
      const { id } = await subscriber(email);
      expect(
        (
          await app.request(`/newsletter/confirm?token=${tokens.sign('confirm', { id, emailKey: email })}`, {
            redirect: 'manual',
          })
        ).status,
      ).toBe(302);
    };
    await confirm('active@example.com');
    await confirm('gone@example.com');
    const gone = await subscriber('gone@example.com');
    expect(
      (
        await app.request(
          `/unsubscribe?token=${tokens.sign('unsubscribe', { id: gone.id, emailKey: 'gone@example.com' })}`,
          { method: 'POST' },
        )
      ).status,
    ).toBe(200);

    const { cookie } = await signIn(app);
    const get = async (path: string) => {
      const response = await app.request(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      return response;
    };
    const listed = async (query: string) =>
      (await (await get(`/api/newsletters${query}`)).json()) as {
        newsletters: Array<{ email: string; state: string }>;
        total: number;
      };
    const all = await listed('');
    expect(all.newsletters.map(({ email, state }) => `${email} ${state}`).sort()).toEqual([
      'active@example.com active',
      'gone@example.com unsubscribed',
      'pending@example.com pending',
    ]);
    expect(all.total).toBe(3);
    for (const state of ['active', 'pending', 'unsubscribed']) {
      const one = await listed(`?state=${state}`);
      expect(one.newsletters.map((row) => row.state)).toEqual([state]);
      expect(one.total).toBe(1);
    }
    expect((await listed('?state=pending&search=PENDING')).total).toBe(1);
    const bad = await app.request('/api/newsletters?state=gone', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.state).toBe('Please choose one of: active, pending, unsubscribed.');

    expect((await (await get('/api/newsletters/counts')).json()).counts).toEqual({
      total: 1,
      thisMonth: 1,
      thisWeek: 1,
    });
    const exported = async (query: string) =>
      (await (await get(`/api/newsletters/export.csv${query}`)).text())
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort();
    expect(await exported('')).toEqual(['active@example.com', 'gone@example.com', 'pending@example.com']);
    for (const state of ['active', 'pending'])
      expect(await exported(`?state=${state}`)).toEqual([`${state}@example.com`]);
    expect(await exported('?state=unsubscribed')).toEqual(['gone@example.com']);
    expect(await exported('?state=pending&search=nobody')).toEqual([]);

    // Signing up again after unsubscribing makes the address Pending again, counted nowhere until confirmed.
    await app.postJson('/api/newsletter', { email: 'gone@example.com' });
    expect(await subscriber('gone@example.com')).toMatchObject({ state: 'pending', unsubscribedAt: null });
    expect((await (await get('/api/newsletters/counts')).json()).counts.total).toBe(1);
  });
});

describe.each(TEST_DATABASES)('newsletter without email configured on $name', (database) => {
  test('a signup is Active at once, with its consent facts, and the answer says nothing of an email', async () => {
    const app = await startTestApp(database);
    try {
      const answer = await app.postJson('/api/newsletter', { email: 'now@example.com' });
      expect(await answer.json()).toEqual({
        subscribed: true,
        message: 'Thank you for subscribing to our newsletter!',
        confirmByEmail: false,
      });
      const row = await app.dataSource
        .getRepository(NewsletterSubscriber)
        .findOneByOrFail({ emailKey: 'now@example.com' });
      expect(row).toMatchObject({
        state: 'active',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        confirmationSentAt: null,
      });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(row.consentAt).toBeInstanceOf(Date);
    } finally {
      await app.close();
    }
  });
});

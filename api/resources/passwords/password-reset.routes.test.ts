import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { addStaff } from '../../test/add-staff';
import { auditEntries, callAs, fixedClock } from '../../test/second-factor';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

let clients = 0;
const fromNewClient = () => ({ 'X-Forwarded-For': `10.4.${++clients >> 8}.${clients & 255}` });
const NEW_PASSWORD = 'found-my-way-back';

describe.each(TEST_DATABASES)('"Forgot your password?" on $name', (database) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  const clock = fixedClock();
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, {
      config: { trustProxy: true, smtpUrl: smtp.url, mailFrom: 'office@example.com' },
      outbox: { now: clock.now },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const account = (username: string, email: string | null) => addStaff(app.dataSource, { username, email });
  const ask = (login: string, client = fromNewClient()) => app.postJson('/api/admin/password-reset', { login }, client);
  const complete = (token: string, password = NEW_PASSWORD) =>
    app.postJson('/api/admin/password-reset/complete', { token, password }, fromNewClient());
  /** Sends what the outbox holds and answers the reset link of the newest message. */
  async function linkFromEmail(count: number): Promise<URL> {
    await app.services.outbox.runPass();
    const messages = await smtp.waitForMessages(count);
    const href = /href="([^"]+reset-password[^"]+)"/.exec(String(messages.at(-1)!.html))![1]!.replaceAll('&amp;', '&');
    return new URL(href);
  }
  const pendingEmails = () => app.dataSource.getRepository(OutboxJob).countBy({ kind: 'email', state: 'pending' });

  test('says whether email is set up, for the sign-in screen', async () => {
    expect(await (await app.request('/api/admin/password-reset')).json()).toEqual({ byEmail: true });
  });

  test('one answer whether or not the account exists or has an address; only a real account with one gets an email', async () => {
    await account('no-address', null);
    const answers = await Promise.all([ask('nobody-at-all'), ask('no-address'), ask('nobody@example.com')]);
    for (const answer of answers) expect(answer.status).toBe(202);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await pendingEmails()).toBe(0);
    await account('forgetful', 'forgetful@example.com');
    const known = await ask('forgetful');
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(bodies[0]);
    expect(await pendingEmails()).toBe(1);
    await linkFromEmail(1);
  });

  test('the emailed link sets a new password once, ends every session, and is audited without the token', async () => {
    const user = await account('forgot-it', 'Forgot.It@example.com');
    const { cookie } = await signIn(app, { username: 'forgot-it' });
    const before = smtp.messages.length;
    expect((await ask('forgot.it@EXAMPLE.com')).status).toBe(202);
    const link = await linkFromEmail(before + 1);
    expect(smtp.recipients.at(-1)).toEqual(['Forgot.It@example.com']);
    expect(link.origin + link.pathname).toBe(`${TEST_SITE_URL}/admin/reset-password`);
    const token = link.searchParams.get('token')!;
    expect(JSON.stringify(await app.dataSource.getRepository(OutboxJob).find())).not.toContain(token);

    const used = await complete(token);
    expect(used.status).toBe(200);
    expect((await callAs(app, cookie)('GET', '/api/admin/follow-ups')).status).toBe(401);
    expect(
      (await app.postJson('/api/admin/login', { username: 'forgot-it', password: NEW_PASSWORD }, fromNewClient()))
        .status,
    ).toBe(200);
    const again = await complete(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('reset_link_invalid');

    const [requested] = (await auditEntries(app, 'password_reset.requested')).filter((row) => row.actorId === user.id);
    const [completed] = await auditEntries(app, 'password_reset.completed');
    expect(requested).toMatchObject({ actorName: 'forgot-it', details: { userId: user.id } });
    expect(completed).toMatchObject({ actorId: user.id, details: { userId: user.id } });
    const trail = JSON.stringify(await auditEntries(app, 'password_reset.completed'));
    expect(trail).not.toContain(token);
    expect(trail).not.toContain(NEW_PASSWORD);
  });

  test('a link clears a temporary password', async () => {
    const user = await account('was-temporary', 'temporary@example.com');
    await app.dataSource.getRepository(AdminUser).update({ id: user.id }, { mustChangePassword: true });
    const before = smtp.messages.length;
    await ask('was-temporary');
    const token = (await linkFromEmail(before + 1)).searchParams.get('token')!;
    expect((await complete(token)).status).toBe(200);
    expect((await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id })).mustChangePassword).toBe(
      false,
    );
  });

  test('a link runs out after 30 minutes by the app clock', async () => {
    await account('too-late', 'late@example.com');
    const before = smtp.messages.length;
    await ask('too-late');
    const token = (await linkFromEmail(before + 1)).searchParams.get('token')!;
    clock.advance(60);
    const late = await complete(token);
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('reset_link_invalid');
    expect(
      (await app.postJson('/api/admin/login', { username: 'too-late', password: TEST_PASSWORD }, fromNewClient()))
        .status,
    ).toBe(200);
  });

  test('a link mailed to an address the account no longer has is dead, and one still queued for it is not sent', async () => {
    const user = await account('mailbox-lost', 'old@example.com');
    const before = smtp.messages.length;
    await ask('mailbox-lost');
    const token = (await linkFromEmail(before + 1)).searchParams.get('token')!;
    await app.dataSource.getRepository(AdminUser).update({ id: user.id }, { email: 'new@example.com' });
    expect((await complete(token)).status).toBe(400);

    await app.dataSource.getRepository(AdminUser).update({ id: user.id }, { email: 'older@example.com' });
    await ask('mailbox-lost');
    await app.dataSource.getRepository(AdminUser).update({ id: user.id }, { email: 'new@example.com' });
    const sentBefore = smtp.messages.length;
    await app.services.outbox.runPass();
    expect(smtp.messages.length).toBe(sentBefore);
  });

  test('a forged or altered token is refused', async () => {
    const user = await account('forged', 'forged@example.com');
    for (const token of [`${user.id}.zzzzzz.${'A'.repeat(43)}`, 'not-a-token', '99999999999.1.x']) {
      expect((await complete(token)).status).toBe(400);
    }
  });

  test('throttled per account asked for and per address: 429 with Retry-After, known or not, in any spelling', async () => {
    for (const login of ['asked-too-often', 'no-such-name-asked']) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await ask(login)).status).toBe(202);
      const refused = await ask(login);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    // The same name in other cases and widths is the same account: no more emails by respelling it.
    for (const respelled of ['ASKED-TOO-OFTEN', 'ａｓｋｅｄ-too-often', 'asked-ｔｏｏ-often'])
      expect((await ask(respelled)).status).toBe(429);
    const client = fromNewClient();
    for (let attempt = 0; attempt < 10; attempt++) expect((await ask(`someone-${attempt}`, client)).status).toBe(202);
    expect((await ask('someone-else', client)).status).toBe(429);
  });
});

describe.each(TEST_DATABASES)('without email on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('the sign-in screen is told there is no reset by email, and asking is refused', async () => {
    expect(await (await app.request('/api/admin/password-reset')).json()).toEqual({ byEmail: false });
    const refused = await app.postJson('/api/admin/password-reset', { login: 'anyone' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('reset_by_email_off');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

const REFUSAL = '550 5.1.1 No such user here';

describe.each(TEST_DATABASES)('/api/admin/notifications on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: { cookie: string; user: { id: number } };
  let user: { cookie: string; user: { id: number } };
  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      rejectRecipient: (address) => (address === 'nobody@example.com' ? REFUSAL : undefined),
    });
    app = await startTestApp(database, { config: { smtpUrl: smtp.url, mailFrom: 'Alerts <alerts@example.com>' } });
    admin = await signIn(app, { role: 'admin', username: 'kofi' });
    user = await signIn(app, { role: 'user', username: 'esi' });
    await app.dataSource.getRepository(AdminUser).update({ id: user.user.id }, { email: 'esi@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const choices = (extra: object = {}) => ({
    alertLeadTypes: ['buyer'],
    alertSubscribers: true,
    dailyDigest: true,
    ...extra,
  });

  test.each([
    ['GET', '/api/admin/notifications'],
    ['PUT', '/api/admin/notifications/preferences/1'],
    ['PUT', '/api/admin/notifications/settings'],
    ['POST', '/api/admin/notifications/test-email'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const answer = await call(method, path, undefined, method === 'GET' ? undefined : {});
    expect(answer.status).toBe(401);
  });

  test('an admin sees every staff user, with or without an address; a user sees only their own row', async () => {
    const asAdmin = await call('GET', '/api/admin/notifications', admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({
      emailEnabled: true,
      mailFrom: 'Alerts <alerts@example.com>',
      visitorConfirmation: true,
    });
    expect(asAdmin.body.preferences).toEqual([
      {
        userId: user.user.id,
        username: 'esi',
        email: 'esi@example.com',
        alertLeadTypes: ['buyer', 'seller', 'renter'],
        alertSubscribers: false,
        dailyDigest: false,
      },
      {
        userId: admin.user.id,
        username: 'kofi',
        email: null,
        alertLeadTypes: ['buyer', 'seller', 'renter'],
        alertSubscribers: false,
        dailyDigest: false,
      },
    ]);
    const asUser = await call('GET', '/api/admin/notifications', user.cookie);
    expect(asUser.body.preferences.map((row: { username: string }) => row.username)).toEqual(['esi']);
  });

  test('an admin edits anyone’s choices, a user only their own; unknown users are 404', async () => {
    const byAdmin = await call(
      'PUT',
      `/api/admin/notifications/preferences/${user.user.id}`,
      admin.cookie,
      choices({ alertLeadTypes: ['renter', 'buyer'] }),
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.preference).toMatchObject({
      userId: user.user.id,
      alertLeadTypes: ['buyer', 'renter'],
      alertSubscribers: true,
      dailyDigest: true,
    });
    const stored = await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.user.id });
    expect(stored).toMatchObject({ alertLeadTypes: ['buyer', 'renter'], alertSubscribers: true, dailyDigest: true });

    const own = await call(
      'PUT',
      `/api/admin/notifications/preferences/${user.user.id}`,
      user.cookie,
      choices({ alertLeadTypes: [] }),
    );
    expect(own.status).toBe(200);
    expect(own.body.preference.alertLeadTypes).toEqual([]);
    const other = await call('PUT', `/api/admin/notifications/preferences/${admin.user.id}`, user.cookie, choices());
    expect(other.status).toBe(403);
    for (const id of ['9999', 'abc'])
      expect((await call('PUT', `/api/admin/notifications/preferences/${id}`, admin.cookie, choices())).status).toBe(
        404,
      );
  });

  test.each([
    ['an unknown lead type', { alertLeadTypes: ['buyer', 'landlord'] }, 'alertLeadTypes'],
    ['a type twice', { alertLeadTypes: ['buyer', 'buyer'] }, 'alertLeadTypes'],
    ['types not in a list', { alertLeadTypes: 'buyer' }, 'alertLeadTypes'],
    ['a missing choice', { alertSubscribers: undefined }, 'alertSubscribers'],
    ['a string for a boolean', { dailyDigest: 'yes' }, 'dailyDigest'],
  ])('%s is a 400 naming the field', async (_name, extra, field) => {
    const answer = await call(
      'PUT',
      `/api/admin/notifications/preferences/${user.user.id}`,
      admin.cookie,
      choices(extra),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.fields)).toEqual([field]);
  });

  test('only an admin switches the visitor confirmation; switched off, a visitor gets no copy', async () => {
    expect(
      (await call('PUT', '/api/admin/notifications/settings', user.cookie, { visitorConfirmation: false })).status,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/admin/notifications/settings', admin.cookie, { visitorConfirmation: 'no' })).status,
    ).toBe(400);
    const off = await call('PUT', '/api/admin/notifications/settings', admin.cookie, { visitorConfirmation: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ emailEnabled: true, visitorConfirmation: false });
    expect(off.body.preferences).toHaveLength(2);

    await app.dataSource.getRepository(AdminUser).update({ id: user.user.id }, { alertLeadTypes: ['buyer'] });
    await app.postJson('/api/buyers', buildLead({ email: 'visitor@example.com' }));
    await app.services.outbox.runPass();
    // runPass has returned once every due email was accepted by the server: what arrived is all there is.
    expect(smtp.recipients.flat()).toContain('esi@example.com');
    expect(smtp.recipients.flat()).not.toContain('visitor@example.com');
    await call('PUT', '/api/admin/notifications/settings', admin.cookie, { visitorConfirmation: true });
  });

  test('the test email goes to the signed-in user; no address is a 400; a refusal is a 502 with the server’s words', async () => {
    const noAddress = await call('POST', '/api/admin/notifications/test-email', admin.cookie, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.message).toBe('Your account has no email address to send the test to.');

    const sent = await call('POST', '/api/admin/notifications/test-email', user.cookie, {});
    expect(sent).toEqual({ status: 200, body: { sent: true, to: 'esi@example.com' } });
    const received = smtp.messages.at(-1)!;
    expect(received.subject).toBe('Test email from Your home in Ghana');
    expect(smtp.recipients.at(-1)).toEqual(['esi@example.com']);

    await app.dataSource.getRepository(AdminUser).update({ id: admin.user.id }, { email: 'nobody@example.com' });
    const refused = await call('POST', '/api/admin/notifications/test-email', admin.cookie, {});
    expect(refused.status).toBe(502);
    expect(refused.body.error.code).toBe('email_failed');
    expect(refused.body.error.message).toContain('550 5.1.1 No such user here');
  });
});

describe.each(TEST_DATABASES)('/api/admin/notifications without SMTP_URL on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('email is off, and the test email says why', async () => {
    const { cookie, user } = await signIn(app, { role: 'admin' });
    await app.dataSource.getRepository(AdminUser).update({ id: user.id }, { email: 'kofi@example.com' });
    const settings = await app.request('/api/admin/notifications', { headers: { Cookie: cookie } });
    expect(await settings.json()).toMatchObject({ emailEnabled: false, mailFrom: null });
    const test = await app.request('/api/admin/notifications/test-email', {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(test.status).toBe(400);
    expect((await test.json()).error.message).toBe('Email alerts are off: set SMTP_URL to send email.');
  });
});

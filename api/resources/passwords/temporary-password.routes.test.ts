import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { auditEntries, callAs, codeAt, enrol, fixedClock } from '../../test/second-factor';
import { sessionCookie, signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let clients = 0;
const fromNewClient = () => ({ 'X-Forwarded-For': `10.3.${++clients >> 8}.${clients & 255}` });
const TEMPORARY = 'given-by-the-admin';
const CHOSEN = 'chosen-by-myself';

describe.each(TEST_DATABASES)('temporary passwords on $name', (database) => {
  let app: TestApp;
  const clock = fixedClock();
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true }, outbox: { now: clock.now } });
  });
  afterAll(() => app.close());

  const flagOf = async (id: number) =>
    (await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id })).mustChangePassword;
  /** An admin sets `username`'s password (PUT /api/admin/users/{id}); answers that user's id. */
  async function adminSets(username: string, password = TEMPORARY) {
    const { cookie } = await signIn(app, { role: 'admin' });
    const { user } = await signIn(app, { role: 'user', username });
    const put = await callAs(app, cookie)('PUT', `/api/admin/users/${user.id}`, {
      username,
      email: null,
      role: 'user',
      password,
    });
    expect(put.status).toBe(200);
    return user.id;
  }
  const login = (username: string, password: string) =>
    app.postJson('/api/admin/login', { username, password }, fromNewClient());

  test('a password an admin sets is temporary: the sign-in lands in the stage where only a new password can be chosen', async () => {
    const id = await adminSets('given-one');
    expect(await flagOf(id)).toBe(true);
    const signedIn = await login('given-one', TEMPORARY);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ passwordChangeRequired: true, user: { id, username: 'given-one' } });
    const cookie = sessionCookie(signedIn);
    const call = callAs(app, cookie);
    expect(await (await call('GET', '/api/admin/check')).json()).toMatchObject({
      authenticated: false,
      passwordChangeRequired: true,
      user: { id },
    });
    for (const [method, path] of [
      ['GET', '/api/admin/follow-ups'],
      ['GET', '/api/admin/second-factor'],
      ['GET', '/api/admin/notifications'],
    ] as const) {
      const refused = await call(method, path);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('password_change_required');
    }
    const same = await call('POST', '/api/admin/login/new-password', { password: TEMPORARY });
    expect(same.status).toBe(400);
    expect((await same.json()).error.fields.password).toMatch(/of your own/);

    const chosen = await call('POST', '/api/admin/login/new-password', { password: CHOSEN });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).user).toMatchObject({ id });
    const complete = sessionCookie(chosen);
    expect((await callAs(app, complete)('GET', '/api/admin/follow-ups')).status).toBe(200);
    // The stage's own session ended with the old password.
    expect((await call('GET', '/api/admin/check')).status).toBe(200);
    expect(await (await call('GET', '/api/admin/check')).json()).toEqual({ authenticated: false });
    expect(await flagOf(id)).toBe(false);
    expect((await login('given-one', TEMPORARY)).status).toBe(401);
    expect(await (await login('given-one', CHOSEN)).json()).toMatchObject({ user: { id } });
    const [entry] = (await auditEntries(app, 'user.password_changed')).filter((row) => row.actorId === id);
    expect(entry).toMatchObject({ actorName: 'given-one', details: { userId: id } });
  });

  test('the new-password step needs that stage: without one it is 401', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'complete-already' });
    const response = await callAs(app, cookie)('POST', '/api/admin/login/new-password', { password: CHOSEN });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('sign_in_expired');
  });

  test("an admin's own password is not set on the users screen: nothing changes, nothing becomes temporary", async () => {
    const { cookie, user } = await signIn(app, { role: 'admin', username: 'self-service-admin' });
    const put = await callAs(app, cookie)('PUT', `/api/admin/users/${user.id}`, {
      username: user.username,
      email: null,
      role: 'admin',
      password: CHOSEN,
    });
    expect(put.status).toBe(400);
    expect(await flagOf(user.id)).toBe(false);
    expect((await login('self-service-admin', CHOSEN)).status).toBe(401);
  });

  test('with a second factor: password, then code, then the new password completes the sign-in', async () => {
    const { cookie, user } = await signIn(app, { role: 'user', username: 'two-steps-then-new' });
    const { secret } = await enrol(app, cookie, clock);
    const { cookie: admin } = await signIn(app, { role: 'admin' });
    await callAs(app, admin)('PUT', `/api/admin/users/${user.id}`, {
      username: user.username,
      email: null,
      role: 'user',
      password: TEMPORARY,
    });

    const client = fromNewClient();
    const first = await app.postJson('/api/admin/login', { username: user.username, password: TEMPORARY }, client);
    expect(await first.json()).toEqual({ secondFactorRequired: true });
    const code = await callAs(app, sessionCookie(first), client)('POST', '/api/admin/login/second-factor', {
      code: codeAt(secret, clock.now()),
    });
    expect(await code.json()).toMatchObject({ passwordChangeRequired: true });
    const chosen = await callAs(app, sessionCookie(code), client)('POST', '/api/admin/login/new-password', {
      password: CHOSEN,
    });
    expect(chosen.status).toBe(200);
    expect(await (await callAs(app, sessionCookie(chosen))('GET', '/api/admin/check')).json()).toMatchObject({
      authenticated: true,
    });
    expect((await auditEntries(app, 'sign_in.succeeded')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { secondFactor: 'totp' },
    });
  });

  test('a temporary password comes before setting up a required second factor', async () => {
    const id = await adminSets('then-setup');
    const { cookie: signedIn } = await signIn(app, { role: 'admin' });
    // Only an admin with a second factor of their own may require one.
    const { cookie: admin } = await enrol(app, signedIn, clock);
    expect((await callAs(app, admin)('PUT', '/api/admin/second-factor/required', { required: true })).status).toBe(200);
    try {
      const signedIn = await login('then-setup', TEMPORARY);
      expect(await signedIn.json()).toMatchObject({ passwordChangeRequired: true });
      const chosen = await callAs(app, sessionCookie(signedIn))('POST', '/api/admin/login/new-password', {
        password: CHOSEN,
      });
      expect(await chosen.json()).toMatchObject({ secondFactorSetupRequired: true, user: { id } });
      expect((await callAs(app, sessionCookie(chosen))('GET', '/api/admin/second-factor')).status).toBe(200);
    } finally {
      await callAs(app, admin)('PUT', '/api/admin/second-factor/required', { required: false });
    }
  });
});

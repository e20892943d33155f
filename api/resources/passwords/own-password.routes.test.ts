import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEntries, callAs } from '../../test/second-factor';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let clients = 0;
/** Each test calls from its own address (TRUST_PROXY is on), so throttling stays its own. */
const fromNewClient = () => ({ 'X-Forwarded-For': `10.2.${++clients >> 8}.${clients & 255}` });
const NEW_PASSWORD = 'my-own-new-password';

describe.each(TEST_DATABASES)('changing your own password on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true } });
  });
  afterAll(() => app.close());

  const signInWith = async (username: string, password: string) =>
    app.postJson('/api/admin/login', { username, password }, fromNewClient());

  test('a wrong current password is refused with a field error, and the password stays', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'wrong-current' });
    const call = callAs(app, cookie, fromNewClient());
    const wrong = await call('POST', '/api/admin/account/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: 'That password is not right.' },
    });
    const short = await call('POST', '/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields).toEqual({
      newPassword: 'Please choose a password of at least 10 characters.',
    });
    expect((await signInWith('wrong-current', TEST_PASSWORD)).status).toBe(200);
    expect(await auditEntries(app, 'user.password_changed')).toEqual([]);
  });

  test('wrong current passwords are throttled like sign-ins: 429 with Retry-After', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'guessing-current' });
    const call = callAs(app, cookie, fromNewClient());
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (
          await call('POST', '/api/admin/account/password', {
            currentPassword: `guess-${attempt}`,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      ).toBe(403);
    }
    const refused = await call('POST', '/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('the right one changes it: other sessions end, this one goes on under a new id, and it is audited', async () => {
    const { cookie: here, user } = await signIn(app, { role: 'user', username: 'changing-own' });
    const { cookie: elsewhere } = await signIn(app, { role: 'user', username: 'changing-own' });
    const changed = await callAs(app, here, fromNewClient())('POST', '/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).user).toMatchObject({ id: user.id, username: 'changing-own' });
    const renewed = sessionCookie(changed);
    expect(renewed).toMatch(/yhg_admin=/);
    expect(renewed).not.toBe(here);

    expect(await (await callAs(app, renewed)('GET', '/api/admin/check')).json()).toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
    expect((await callAs(app, elsewhere)('GET', '/api/admin/follow-ups')).status).toBe(401);
    expect((await callAs(app, here)('GET', '/api/admin/follow-ups')).status).toBe(401);

    expect((await signInWith('changing-own', TEST_PASSWORD)).status).toBe(401);
    const withNew = await signInWith('changing-own', NEW_PASSWORD);
    expect(withNew.status).toBe(200);
    // Your own choice is not temporary: the sign-in is complete.
    expect((await withNew.json()).user).toMatchObject({ id: user.id });
    const entries = await auditEntries(app, 'user.password_changed');
    expect(entries.at(-1)).toMatchObject({
      actorId: user.id,
      actorName: 'changing-own',
      details: { userId: user.id, username: 'changing-own' },
    });
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
  });

  test('needs a session', async () => {
    const response = await app.postJson('/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});

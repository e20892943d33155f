import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Session } from '../../platform/db/entities/Session';
import type { HttpError } from '../../platform/errors';
import { AdminUsersService } from './admin-users.service';
import { SessionsService } from '../auth/sessions.service';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('/api/admin/users on $name', (database) => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: number } };
  beforeAll(async () => {
    app = await startTestApp(database);
    // The first user: id 1, the protected first admin.
    admin = await signIn(app, { role: 'admin', username: 'first-admin' });
  });
  afterAll(() => app.close());

  const call = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const newUser = (username: string, extra: object = {}) => ({
    username,
    email: '',
    role: 'user',
    password: 'a-good-password',
    ...extra,
  });
  const create = async (username: string, extra: object = {}) => {
    const response = await call('POST', '/api/admin/users', admin.cookie, newUser(username, extra));
    expect(response.status).toBe(201);
    return (await response.json()).user as { id: number; username: string; role: string; sendsCampaigns: boolean };
  };
  const sessionsOf = (userId: number) => app.dataSource.getRepository(Session).findBy({ userId });
  const stillSignedIn = async (cookie: string) =>
    (await (await call('GET', '/api/admin/check', cookie)).json()).authenticated;

  test('the first admin has id 1', () => {
    expect(admin.user.id).toBe(1);
  });

  test.each([
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['PUT', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
  ])('%s %s answers 401 without a session and 403 for the user role', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? newUser('someone') : undefined;
    const anonymous = await call(method, path, undefined, body);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
    const { cookie } = await signIn(app, { role: 'user' });
    const user = await call(method, path, cookie, body);
    expect(user.status).toBe(403);
    expect((await user.json()).error).toMatchObject({ code: 'forbidden', message: 'Only an admin can do this.' });
  });

  test('an admin creates a user (201), and the list shows users newest first without hashes', async () => {
    const response = await call(
      'POST',
      '/api/admin/users',
      admin.cookie,
      newUser('Kwesi.Appiah', { email: 'kwesi@example.com' }),
    );
    expect(response.status).toBe(201);
    const { user } = await response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'Kwesi.Appiah',
      email: 'kwesi@example.com',
      role: 'user',
      createdAt: expect.any(String),
      lastLogin: null,
      secondFactorEnabled: false,
      // A new account is always available until its hours are set.
      availability: { workingHours: null, away: false },
      // A user sends no campaigns until an admin allows it.
      sendsCampaigns: false,
    });
    const list = await call('GET', '/api/admin/users', admin.cookie);
    const text = await list.text();
    expect(text).not.toMatch(/scrypt|hash|password/i);
    const { users } = JSON.parse(text);
    expect(users[0]).toEqual(user);
    expect(users.map((u: { id: number }) => u.id)).toContain(1);
    // The new user signs in with the password it was given, which the admin chose: it must choose its own first.
    const signedIn = await app.postJson('/api/admin/login', { username: 'kwesi.appiah', password: 'a-good-password' });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ passwordChangeRequired: true });
  });

  test.each([
    [{ ...newUser(''), username: '' }, { username: 'Please enter a username.' }],
    [newUser('has space'), { username: 'Please use only letters, digits and . _ @ - (no spaces).' }],
    [newUser('x'.repeat(65)), { username: 'Please keep the username under 65 characters.' }],
    [
      newUser('ok-name', { email: 'not-an-email' }),
      { email: 'Please enter a valid email address, like name@example.com.' },
    ],
    [newUser('ok-name', { role: 'owner' }), { role: 'Please choose admin or user.' }],
    [newUser('ok-name', { password: '' }), { password: 'Please enter a password.' }],
    [newUser('ok-name', { password: 'short' }), { password: 'Please choose a password of at least 10 characters.' }],
    [newUser('ok-name', { password: 'p'.repeat(257) }), { password: 'Please keep the password under 257 characters.' }],
    [newUser('ok-name', { password: 1234567890123 }), { password: 'Please enter the password as text.' }],
  ])('creating %j is a 400 naming the field', async (body, fields) => {
    const response = await call('POST', '/api/admin/users', admin.cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields });
  });

  test('the role defaults to user and a null email is none', async () => {
    const response = await call('POST', '/api/admin/users', admin.cookie, {
      username: 'defaults',
      email: null,
      password: 'a-good-password',
    });
    expect(response.status).toBe(201);
    expect((await response.json()).user).toMatchObject({ role: 'user', email: null });
  });

  test('a taken username, in any case, is a 409 on create and on update', async () => {
    const taken = await create('Adwoa');
    const again = await call('POST', '/api/admin/users', admin.cookie, newUser('ADWOA'));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'username_taken',
      message: 'That username is already taken. Please choose another.',
    });
    const other = await create('adjoa');
    const rename = await call('PUT', `/api/admin/users/${other.id}`, admin.cookie, {
      ...newUser('adwoa'),
      password: '',
    });
    expect(rename.status).toBe(409);
    expect(taken.id).not.toBe(other.id);
  });

  test('an update changes the fields and keeps the password when none is sent', async () => {
    const user = await create('efua');
    const response = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
      username: 'Efua.B',
      email: 'efua@example.com',
      role: 'user',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({
      id: user.id,
      username: 'Efua.B',
      email: 'efua@example.com',
      role: 'user',
    });
    expect((await app.postJson('/api/admin/login', { username: 'efua.b', password: 'a-good-password' })).status).toBe(
      200,
    );
  });

  test('an update must name the role, so leaving it out demotes nobody', async () => {
    const user = await create('role-kept', { role: 'admin' });
    const response = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
      username: 'role-kept',
      email: null,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ role: 'Please choose admin or user.' });
  });

  test("a password change ends that user's sessions; an update without one keeps them", async () => {
    const target = await signIn(app, { role: 'user', username: 'pw-change' });
    const id = target.user.id;
    const same = await call('PUT', `/api/admin/users/${id}`, admin.cookie, {
      username: 'pw-change',
      email: 'a@example.com',
      role: 'user',
      password: '',
    });
    expect(same.status).toBe(200);
    expect(await stillSignedIn(target.cookie)).toBe(true);
    const changed = await call('PUT', `/api/admin/users/${id}`, admin.cookie, {
      username: 'pw-change',
      email: null,
      role: 'user',
      password: 'a-brand-new-password',
    });
    expect(changed.status).toBe(200);
    expect(await sessionsOf(id)).toEqual([]);
    expect(await stillSignedIn(target.cookie)).toBe(false);
    expect((await app.postJson('/api/admin/login', { username: 'pw-change', password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await app.postJson('/api/admin/login', { username: 'pw-change', password: 'a-brand-new-password' })).status,
    ).toBe(200);
  });

  test("a role change ends that user's sessions and counts at once", async () => {
    const target = await signIn(app, { role: 'admin', username: 'demoted' });
    expect((await call('GET', '/api/admin/users', target.cookie)).status).toBe(200);
    const response = await call('PUT', `/api/admin/users/${target.user.id}`, admin.cookie, {
      username: 'demoted',
      email: null,
      role: 'user',
    });
    expect(response.status).toBe(200);
    expect(await stillSignedIn(target.cookie)).toBe(false);
    const again = await signIn(app, { username: 'demoted' });
    expect((await call('GET', '/api/admin/users', again.cookie)).status).toBe(403);
  });

  test('your own password is not changed here (the Account screen asks for the current one); your own role change goes on in a new session and ends your others', async () => {
    const me = await signIn(app, { role: 'admin', username: 'self-change' });
    const myOtherDevice = sessionCookie(
      await app.postJson('/api/admin/login', { username: 'self-change', password: TEST_PASSWORD }),
    );
    const sessionId = (cookie: string) => /yhg_admin=([^;]+)/.exec(cookie)![1];
    const refused = await call('PUT', `/api/admin/users/${me.user.id}`, me.cookie, {
      username: 'self-change',
      email: null,
      role: 'admin',
      password: 'my-new-password-1',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      password: 'Change your own password on the Account screen: it asks for your current one.',
    });
    expect(await stillSignedIn(me.cookie)).toBe(true);
    expect(await stillSignedIn(myOtherDevice)).toBe(true);
    expect(
      (await app.postJson('/api/admin/login', { username: 'self-change', password: 'my-new-password-1' })).status,
    ).toBe(401);

    // Giving up your admin role (another admin exists) goes on in a new session and ends the others.
    const demoted = await call('PUT', `/api/admin/users/${me.user.id}`, me.cookie, {
      username: 'self-change',
      email: null,
      role: 'user',
    });
    expect(demoted.status).toBe(200);
    const asUser = sessionCookie(demoted);
    expect(sessionId(asUser)).not.toBe(sessionId(me.cookie));
    expect(await stillSignedIn(me.cookie)).toBe(false);
    expect(await stillSignedIn(myOtherDevice)).toBe(false);
    expect((await call('GET', '/api/admin/users', asUser)).status).toBe(403);
    expect(await stillSignedIn(asUser)).toBe(true);
    expect(await sessionsOf(me.user.id)).toHaveLength(1);
  });

  test('an update without a new password or role keeps your session as it is', async () => {
    const me = await signIn(app, { role: 'admin', username: 'self-rename' });
    const response = await call('PUT', `/api/admin/users/${me.user.id}`, me.cookie, {
      username: 'self-renamed',
      email: 'me@example.com',
      role: 'admin',
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('yhg_admin='))).toEqual([
      expect.stringContaining(/yhg_admin=([^;]+)/.exec(me.cookie)![1]),
    ]);
    expect(await stillSignedIn(me.cookie)).toBe(true);
  });

  describe('the campaign allowance (sendsCampaigns)', () => {
    const me = async (cookie: string) => (await (await call('GET', '/api/admin/check', cookie)).json()).user;
    const storedAllowance = async (id: number) =>
      (await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id })).sendsCampaigns;
    const put = (id: number, username: string, extra: object = {}) =>
      call('PUT', `/api/admin/users/${id}`, admin.cookie, { username, email: null, role: 'user', ...extra });

    test("an admin allows it and withdraws it: the user's next request sees it, their session goes on", async () => {
      const target = await signIn(app, { role: 'user', username: 'may-send' });
      expect(target.user.sendsCampaigns).toBe(false);
      const allowed = await put(target.user.id, 'may-send', { sendsCampaigns: true });
      expect(allowed.status).toBe(200);
      expect((await allowed.json()).user.sendsCampaigns).toBe(true);
      expect(await me(target.cookie)).toMatchObject({ id: target.user.id, sendsCampaigns: true });
      // Left out, it is kept.
      expect((await put(target.user.id, 'may-send.2')).status).toBe(200);
      expect(await me(target.cookie)).toMatchObject({ username: 'may-send.2', sendsCampaigns: true });
      expect((await put(target.user.id, 'may-send.2', { sendsCampaigns: false })).status).toBe(200);
      expect(await me(target.cookie)).toMatchObject({ sendsCampaigns: false });
      expect(await stillSignedIn(target.cookie)).toBe(true);
    });

    test('a new user may be allowed at once; without it they are not', async () => {
      const response = await call(
        'POST',
        '/api/admin/users',
        admin.cookie,
        newUser('made-sender', { sendsCampaigns: true }),
      );
      expect(response.status).toBe(201);
      const { user } = await response.json();
      expect(user.sendsCampaigns).toBe(true);
      expect(await storedAllowance(user.id)).toBe(true);
      for (const extra of [{}, { sendsCampaigns: false }]) {
        const made = await create(`made-non-sender-${Object.keys(extra).length}`, extra);
        expect(made).toMatchObject({ role: 'user', sendsCampaigns: false });
        expect(await storedAllowance(made.id)).toBe(false);
      }
    });

    test('an admin always may, whatever is sent; made a user, they may only when the same change says so', async () => {
      const response = await call(
        'POST',
        '/api/admin/users',
        admin.cookie,
        newUser('admin-sender', { role: 'admin', sendsCampaigns: false }),
      );
      expect(response.status).toBe(201);
      const { user } = await response.json();
      expect(user).toMatchObject({ role: 'admin', sendsCampaigns: true });
      const kept = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
        username: 'admin-sender',
        role: 'admin',
        sendsCampaigns: true,
      });
      expect((await kept.json()).user.sendsCampaigns).toBe(true);
      // An admin's row holds no allowance, so a demotion that says nothing about it grants none.
      expect(await storedAllowance(user.id)).toBe(false);
      expect((await (await put(user.id, 'admin-sender')).json()).user.sendsCampaigns).toBe(false);
      expect((await put(user.id, 'admin-sender', { role: 'admin' })).status).toBe(200);
      expect((await (await put(user.id, 'admin-sender', { sendsCampaigns: true })).json()).user).toMatchObject({
        role: 'user',
        sendsCampaigns: true,
      });
    });

    test('a user cannot allow themselves, by any route they can reach', async () => {
      const self = await signIn(app, { role: 'user', username: 'would-send' });
      const id = self.user.id;
      const asSelf = (method: string, path: string, body: object) => call(method, path, self.cookie, body);
      expect(
        (await asSelf('PUT', `/api/admin/users/${id}`, { username: 'would-send', role: 'user', sendsCampaigns: true }))
          .status,
      ).toBe(403);
      expect((await asSelf('POST', '/api/admin/users', newUser('my-sender', { sendsCampaigns: true }))).status).toBe(
        403,
      );
      // Routes that change one's own account take only their own fields.
      expect(
        (await asSelf('PUT', '/api/account/availability', { workingHours: null, away: false, sendsCampaigns: true }))
          .status,
      ).toBe(200);
      expect(
        (
          await asSelf('PUT', `/api/admin/notifications/preferences/${id}`, {
            alertLeadTypes: ['buyer'],
            alertSubscribers: false,
            dailyDigest: false,
            sendsCampaigns: true,
          })
        ).status,
      ).toBe(200);
      expect(await storedAllowance(id)).toBe(false);
      expect(await me(self.cookie)).toMatchObject({ id, sendsCampaigns: false });
    });

    test.each([['yes'], ['true'], [null], [1], [[true]], [{}]])(
      'sendsCampaigns %j is a 400 naming it, on create and on update, and nothing is stored',
      async (value) => {
        const fields = { sendsCampaigns: 'Please say with true or false whether they may send newsletter campaigns.' };
        const created = await call(
          'POST',
          '/api/admin/users',
          admin.cookie,
          newUser('bad-allowance', { sendsCampaigns: value }),
        );
        expect(created.status).toBe(400);
        expect((await created.json()).error).toMatchObject({ code: 'validation_failed', fields });
        expect(await app.dataSource.getRepository(AdminUser).existsBy({ usernameKey: 'bad-allowance' })).toBe(false);
        const target = await signIn(app, { role: 'user', username: 'keeps-allowance', sendsCampaigns: true });
        const updated = await put(target.user.id, 'renamed-allowance', { sendsCampaigns: value });
        expect(updated.status).toBe(400);
        expect((await updated.json()).error.fields).toEqual(fields);
        expect(await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id: target.user.id })).toMatchObject({
          username: 'keeps-allowance',
          sendsCampaigns: true,
        });
      },
    );
  });

  test('a username that lowercases past 64 characters is a 400, not a database error', async () => {
    // 'İ' lowercases to two characters: 40 of them fit as typed but not as the key.
    const response = await call('POST', '/api/admin/users', admin.cookie, newUser('İ'.repeat(40)));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      username: 'Please choose a shorter username: some of its letters take more room once lowercased.',
    });
    const user = await create('İ'.repeat(32));
    const rename = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
      ...newUser('İ'.repeat(33)),
      password: '',
    });
    expect(rename.status).toBe(400);
  });

  test('an email with a control character is a 400', async () => {
    const response = await call(
      'POST',
      '/api/admin/users',
      admin.cookie,
      newUser('nul-mail', { email: 'a\u0000b@example.com' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      email: 'Please remove the unusual invisible characters from this field.',
    });
  });

  test('deletions of one user at once: one is done, the others are 404s (not "last admin")', async () => {
    const target = await create('deleted-at-once');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('DELETE', `/api/admin/users/${target.id}`, admin.cookie)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    // Straight into the service, the two checks-and-deletes interleave closer than HTTP lets them.
    const again = await create('deleted-at-once');
    const users = new AdminUsersService(app.dataSource, new SessionsService(app.dataSource));
    const outcomes = await Promise.allSettled([
      users.remove(again.id, admin.user.id),
      users.remove(again.id, admin.user.id),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'done' : (o.reason as HttpError).status))).toEqual(
      expect.arrayContaining(['done', 404]),
    );
  });

  test('an actor who stopped being an admin after the role check is refused (403) inside the lock', async () => {
    const actor = await signIn(app, { role: 'admin', username: 'fading-admin' });
    const target = await create('untouched');
    await app.dataSource.getRepository(AdminUser).update({ id: actor.user.id }, { role: 'user' });
    const users = new AdminUsersService(app.dataSource, new SessionsService(app.dataSource));
    const refused = { status: 403, code: 'forbidden', message: 'Only an admin can do this.' };
    await expect(
      users.update(target.id, { username: 'changed', email: null, role: 'admin' }, actor.user.id),
    ).rejects.toMatchObject(refused);
    await expect(users.remove(target.id, actor.user.id)).rejects.toMatchObject(refused);
    await app.dataSource.getRepository(AdminUser).delete({ id: actor.user.id });
    await expect(users.remove(target.id, actor.user.id)).rejects.toMatchObject(refused);
    expect(await app.dataSource.getRepository(AdminUser).findOneBy({ id: target.id })).toMatchObject({
      username: 'untouched',
      role: 'user',
    });
  });

  test('deleting a user removes it and ends its sessions', async () => {
    const target = await signIn(app, { role: 'user', username: 'to-delete' });
    const response = await call('DELETE', `/api/admin/users/${target.user.id}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await app.dataSource.getRepository(AdminUser).findOneBy({ id: target.user.id })).toBeNull();
    expect(await sessionsOf(target.user.id)).toEqual([]);
    expect(await stillSignedIn(target.cookie)).toBe(false);
    expect((await call('DELETE', `/api/admin/users/${target.user.id}`, admin.cookie)).status).toBe(404);
  });

  test('user 1 can never be deleted, and nobody deletes their own account', async () => {
    const other = await signIn(app, { role: 'admin', username: 'second-admin' });
    const first = await call('DELETE', '/api/admin/users/1', other.cookie);
    expect(first.status).toBe(403);
    expect((await first.json()).error).toMatchObject({
      code: 'protected_user',
      message: 'The first admin (user 1) cannot be deleted.',
    });
    const self = await call('DELETE', `/api/admin/users/${other.user.id}`, other.cookie);
    expect(self.status).toBe(403);
    expect((await self.json()).error).toMatchObject({
      code: 'own_account',
      message: 'You cannot delete your own account.',
    });
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648', '1e3'])(
    'a bad id (%s) is a 404, never a 500',
    async (id) => {
      for (const [method, body] of [
        ['PUT', { username: 'whoever', role: 'user' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/admin/users/${id}`, admin.cookie, body);
        expect(response.status).toBe(404);
        expect((await response.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such user.' });
      }
    },
  );

  test('a bad body is named before a bad id', async () => {
    const response = await call('PUT', '/api/admin/users/abc', admin.cookie, {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('validation_failed');
  });

  test('an unknown id is a 404', async () => {
    expect(
      (await call('PUT', '/api/admin/users/999999', admin.cookie, { username: 'whoever', role: 'user' })).status,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/users/999999', admin.cookie)).status).toBe(404);
  });
});

describe.each(TEST_DATABASES)('the last admin on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('the last admin cannot be made a user or deleted; with a second admin they can', async () => {
    const first = await signIn(app, { role: 'admin', username: 'only-admin' });
    const put = (id: number, role: string, cookie: string) =>
      app.request(`/api/admin/users/${id}`, {
        method: 'PUT',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: id === first.user.id ? 'only-admin' : 'other-admin', email: null, role }),
      });
    const demote = await put(first.user.id, 'user', first.cookie);
    expect(demote.status).toBe(409);
    expect((await demote.json()).error).toMatchObject({
      code: 'last_admin',
      message: 'This is the last admin: it cannot be made a user. Make another user an admin first.',
    });

    const other = await signIn(app, { role: 'admin', username: 'other-admin' });
    expect((await put(other.user.id, 'user', first.cookie)).status).toBe(200);
    // Now "other" is a user; the first is the last admin again, and cannot demote itself.
    expect((await put(first.user.id, 'user', first.cookie)).status).toBe(409);
    expect((await put(other.user.id, 'admin', first.cookie)).status).toBe(200);
    // Two admins: the first may now give up its admin role (it keeps its session, as a user).
    expect((await put(first.user.id, 'user', first.cookie)).status).toBe(200);
    // Other is the last admin: deleting it is refused, even by... nobody else can: it is refused for itself too.
    const otherAgain = await signIn(app, { username: 'other-admin' });
    const deleteSelf = await app.request(`/api/admin/users/${other.user.id}`, {
      method: 'DELETE',
      headers: { Cookie: otherAgain.cookie },
    });
    expect(deleteSelf.status).toBe(403);
  });

  test('two admins deleting each other at once leave one admin', async () => {
    await signIn(app, { role: 'user', username: 'not-user-one' }); // so neither racer is the protected user 1
    const a = await signIn(app, { role: 'admin', username: 'race-a' });
    const b = await signIn(app, { role: 'admin', username: 'race-b' });
    // Leave only these two as admins.
    await app.dataSource.getRepository(AdminUser).update({ username: 'other-admin' }, { role: 'user' });
    await app.dataSource.query(
      `UPDATE "admin_users" SET "role" = 'user' WHERE "id" NOT IN (${a.user.id}, ${b.user.id})`,
    );
    const answers = await Promise.all([
      app.request(`/api/admin/users/${b.user.id}`, { method: 'DELETE', headers: { Cookie: a.cookie } }),
      app.request(`/api/admin/users/${a.user.id}`, { method: 'DELETE', headers: { Cookie: b.cookie } }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(await app.dataSource.getRepository(AdminUser).countBy({ role: 'admin' })).toBe(1);
    // One deletion went through; the other was refused: last admin (409), or its actor was already
    // gone when its session was checked (401) or when its change ran (403).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
  });
});

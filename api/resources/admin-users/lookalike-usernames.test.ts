import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { usernameSkeleton } from '../../platform/db/username-keys';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe('what a username looks like', () => {
  test.each([
    ['admin', 'admin'],
    ['ＡＤＭＩＮ', 'admin'],
    ['\u0430dmin', 'admin'],
    ['Αdmin', 'admin'],
    ['adrnin', 'admin'],
    ['k0fi', 'kofi'],
    ['ama1', 'amal'],
    ['kwame.vvusu', 'kwame.wusu'],
  ])('%s looks like %s', (name, look) => {
    expect(usernameSkeleton(name)).toBe(look);
  });

  test('names that only differ in a letter that does not look alike stay apart', () => {
    expect(usernameSkeleton('adwoa')).not.toBe(usernameSkeleton('adjoa'));
    expect(usernameSkeleton('ivan')).not.toBe(usernameSkeleton('иван'));
  });
});

describe.each(TEST_DATABASES)('usernames that look alike, on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  const users = () => app.dataSource.getRepository(AdminUser);
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, {
      method,
      headers: { Cookie: cookie, Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const create = (username: string) =>
    send('POST', '/api/admin/users', { username, password: 'a-long-password-1', role: 'admin', email: null });

  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app, { role: 'admin', username: 'admin' })).cookie;
  });
  afterAll(() => app?.close());

  test.each([
    ['ＡＤＭＩＮ', 'username_taken'],
    ['ADMIN', 'username_taken'],
    ['\u0430dmin', 'username_lookalike'],
    ['Αdmin', 'username_lookalike'],
    ['adrnin', 'username_lookalike'],
  ])('%s beside admin is refused with %s, and no account is made', async (username, code) => {
    const before = await users().count();
    const answer = await create(username);
    expect(answer.status).toBe(409);
    const { error } = await answer.json();
    expect(error.code).toBe(code);
    expect(Object.keys(error.fields)).toEqual(['username']);
    expect(await users().count()).toBe(before);
  });

  test('a name is stored in its NFKC form; renaming to a look-alike is refused too; a name unlike any is made', async () => {
    const made = await create('Ｋｗａｍｅ');
    expect(made.status).toBe(201);
    const { user } = await made.json();
    expect(user.username).toBe('Kwame');
    expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({
      username: 'Kwame',
      usernameKey: 'kwame',
      usernameSkeleton: 'kwame',
    });

    const renamed = await send('PUT', `/api/admin/users/${user.id}`, {
      username: '\u0430dmin',
      role: 'admin',
      email: null,
    });
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).error.code).toBe('username_lookalike');
    // Its own name in another case or width is no clash with itself.
    expect(
      (await send('PUT', `/api/admin/users/${user.id}`, { username: 'ＫＷＡＭＥ', role: 'admin', email: null })).status,
    ).toBe(200);
  });

  test('signing in as ＡＤＭＩＮ is signing in as admin: one name, whatever its width', async () => {
    const answer = await app.postJson('/api/admin/login', { username: 'ＡＤＭＩＮ', password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    expect((await answer.json()).user.username).toBe('admin');
    expect((await app.postJson('/api/admin/login', { username: '\u0430dmin', password: TEST_PASSWORD })).status).toBe(
      401,
    );
  });

  test('the database refuses a look-alike written past the service: two processes cannot both make one', async () => {
    const row = users().create({
      username: 'аdmin',
      usernameKey: 'аdmin',
      usernameSkeleton: 'admin',
      passwordHash: 'x',
      role: 'user',
      email: null,
      credentialsVersion: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
      lastLogin: null,
    });
    await expect(users().insert(row)).rejects.toThrow();
  });
});

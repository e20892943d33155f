import { createHash } from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Session } from '../../platform/db/entities/Session';
import { SESSION_IDLE_MS, SESSION_RENEW_EVERY_MS } from './admin-session';
import { SCRYPT_PARAMS } from './password';
import { SessionsService } from './sessions.service';
import { SIGN_IN_LIMITS, signInKeys, SignInThrottleService, type SignInAttempt } from './sign-in-throttle.service';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/**
 * scrypt as it is, watched, so the password module's work can be counted. The spy replaces Node's own export
 * (synced into its ES module), so it is seen by a password module loaded before this file, as in a shared worker.
 */
function watchScrypt() {
  const crypto: typeof import('node:crypto') = createRequire(import.meta.url)('node:crypto');
  const spy = vi.spyOn(crypto, 'scrypt');
  syncBuiltinESMExports();
  return spy;
}

let clients = 0;
/** Each test signs in from its own address (TRUST_PROXY is on), so the per-client limit stays its own. */
const fromNewClient = () => {
  clients++;
  // Always a valid address (an invalid one would count as the socket's, shared by every test).
  return { 'X-Forwarded-For': `10.0.${clients >> 8}.${clients & 255}` };
};

describe.each(TEST_DATABASES)('admin sign-in, check and logout on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true } });
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  const login = (body: unknown, headers: Record<string, string> = fromNewClient()) =>
    app.postJson('/api/admin/login', body, headers);
  const check = async (cookie: string) =>
    (await app.request('/api/admin/check', { headers: { Cookie: cookie } })).json();
  const sessionRows = () => app.dataSource.getRepository(Session).find();
  const hits = async (key: string) =>
    Number((await app.dataSource.query(`SELECT "hits" FROM "throttle_windows" WHERE "key" = '${key}'`))[0]?.hits ?? 0);
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const keysOf = (username: string, client: Record<string, string>) => signInKeys(username, client['X-Forwarded-For']);

  test('a good sign-in answers the user, records lastLogin and sets a signed, httpOnly, SameSite=Lax session cookie', async () => {
    const { user: created } = await signIn(app, { role: 'user', username: 'Ama.Mensah' });
    const before = Date.now();
    const response = await login({ username: 'ama.mensah', password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toEqual({ ...created, lastLogin: expect.any(String) });
    expect(Date.parse(user.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('yhg_admin='))!;
    expect(session).toMatch(/; path=\//);
    expect(session).toMatch(/; httponly/);
    expect(session).toMatch(/; samesite=lax/);
    expect(session).not.toMatch(/; secure/);
    const expires = Date.parse(/expires=([^;]+)/.exec(session)![1]);
    expect(expires - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    expect(cookies.some((c) => c.startsWith('yhg_admin.sig='))).toBe(true);
  });

  test('the cookie is Secure when a trusted proxy says the request came over HTTPS', async () => {
    await signIn(app, { username: 'secure-one' });
    const response = await login(
      { username: 'secure-one', password: TEST_PASSWORD },
      { ...fromNewClient(), 'X-Forwarded-Proto': 'https' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('yhg_admin='))).toMatch(/; secure/);
  });

  test('a wrong password and an unknown username get the same 401 answer', async () => {
    await signIn(app, { username: 'kofi' });
    const wrongPassword = await login({ username: 'kofi', password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody-here', password: TEST_PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const body = await wrongPassword.json();
    expect(body).toEqual(await unknownUser.json());
    expect(body.error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid username or password' });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  test('an unknown username costs the same work as a wrong password: one scrypt run with the same parameters', async () => {
    await signIn(app, { username: 'same-work' });
    const scryptCalls = watchScrypt().mock.calls;
    /** The scrypt runs one sign-in makes, each as (key length, options, salt length). */
    const workOf = async (username: string) => {
      const before = scryptCalls.length;
      expect((await login({ username, password: 'whatever-123' })).status).toBe(401);
      return scryptCalls
        .slice(before)
        .map(([, salt, keyLength, options]) => [keyLength, options, Buffer.from(salt as Buffer).length]);
    };
    const wrongPassword = await workOf('same-work');
    expect(wrongPassword).toEqual([[32, { ...SCRYPT_PARAMS, maxmem: expect.any(Number) }, 16]]);
    expect(await workOf('no-such-user')).toEqual(wrongPassword);
    // A name no account can have is unknown without a query, and still costs the same.
    expect(await workOf('no such user')).toEqual(wrongPassword);
  });

  test.each([
    [{}, { username: 'Please enter your username.', password: 'Please enter your password.' }],
    [{ username: 'kofi' }, { password: 'Please enter your password.' }],
    [{ username: '  ', password: 'x' }, { username: 'Please enter your username.' }],
    [
      { username: 42, password: ['x'] },
      { username: 'Please enter your username.', password: 'Please enter your password.' },
    ],
  ])('a missing field (%j) is a 400 naming it', async (body, fields) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields });
  });

  test('after 5 failures for one username from one address, that address gets 429 even with the right password; the owner signs in from another', async () => {
    await signIn(app, { username: 'Yaw' });
    const attacker = fromNewClient();
    for (let i = 0; i < 5; i++)
      expect((await login({ username: 'yaw', password: `wrong-${i}-password` }, attacker)).status).toBe(401);
    const refused = await login({ username: 'YAW', password: TEST_PASSWORD }, attacker);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await refused.json()).error).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many failed sign-ins. Please try again in 15 minutes.',
    });

    // The username is not locked: its owner, at an address that has not failed, signs in.
    expect((await login({ username: 'yaw', password: TEST_PASSWORD })).status).toBe(200);
    // The attacker's address stays refused for it, and may still fail at other usernames (up to its own limit).
    expect((await login({ username: 'yaw', password: TEST_PASSWORD }, attacker)).status).toBe(429);
    expect((await login({ username: 'someone-else', password: 'wrong-password' }, attacker)).status).toBe(401);
  });

  test("an attack from many addresses is refused at each one, only slows the username's answers, and its owner still signs in", async () => {
    await signIn(app, { username: 'admin' });
    // The delays the service asks for, answered at once here: what is checked is that each attempt is
    // held for the delay its username's failures call for, before its password is checked.
    const scrypt = watchScrypt();
    const held: { delayMs: number; scryptRunsBefore: number }[] = [];
    vi.spyOn(SignInThrottleService.prototype, 'slowDown').mockImplementation(async (attempt: SignInAttempt) => {
      held.push({ delayMs: attempt.delayMs, scryptRunsBefore: scrypt.mock.calls.length });
    });
    const attackers = Array.from({ length: 4 }, fromNewClient);
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++)
        expect((await login({ username: 'admin', password: `guess-${i}-password` }, attacker)).status).toBe(401);
      expect((await login({ username: 'admin', password: 'one-more-guess' }, attacker)).status).toBe(429);
    }
    // Refused attempts are not held (nor checked); the 20 checked ones were, more and more.
    expect(held.map(({ delayMs }) => delayMs)).toEqual([
      0,
      0,
      0,
      0,
      0,
      1000,
      2000,
      4000,
      8000,
      ...Array(11).fill(10_000),
    ]);
    expect(await hits(signInKeys('admin', '').user)).toBe(20);

    // The real admin at a clean address: held for the bounded delay, then signed in.
    const owner = fromNewClient();
    const scryptRunsBefore = scrypt.mock.calls.length;
    expect((await login({ username: 'admin', password: TEST_PASSWORD }, owner)).status).toBe(200);
    expect(held.at(-1)).toEqual({ delayMs: SIGN_IN_LIMITS.maxDelayMs, scryptRunsBefore });
    expect(scrypt.mock.calls.length).toBe(scryptRunsBefore + 1);
    // Their sign-in does not end the attack's slow-down, nor free the attackers' addresses.
    expect(await hits(signInKeys('admin', '').user)).toBe(20);
    expect((await login({ username: 'admin', password: TEST_PASSWORD }, attackers[0])).status).toBe(429);
    expect((await login({ username: 'admin', password: 'another-guess' }, fromNewClient())).status).toBe(401);
    expect(held.at(-1)?.delayMs).toBe(SIGN_IN_LIMITS.maxDelayMs);
  }, 60_000);

  test('parallel guesses cannot slip past the limit: of 10 at once, 5 are checked and 5 refused', async () => {
    await signIn(app, { username: 'parallel' });
    const client = fromNewClient();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ username: 'parallel', password: `guess-${i}-password` }, client)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  }, 60_000);

  test("a success forgets its address's failures for the username, also in the username's count, but not in the address's", async () => {
    await signIn(app, { username: 'esi' });
    const client = fromNewClient();
    const elsewhere = fromNewClient();
    expect((await login({ username: 'esi', password: 'wrong-password' }, elsewhere)).status).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await login({ username: 'esi', password: 'wrong-password' }, client)).status).toBe(401);
    expect((await login({ username: 'esi', password: TEST_PASSWORD }, client)).status).toBe(200);
    const keys = keysOf('ESI', client);
    expect(await hits(keys.pair)).toBe(0);
    expect(await hits(keys.user)).toBe(1);
    expect(await hits(keys.client)).toBe(3);
    // The pair's 3 failures are forgotten: 4 more are still answered 401.
    for (let i = 0; i < 4; i++)
      expect((await login({ username: 'esi', password: 'wrong-password' }, client)).status).toBe(401);
    expect(await hits(keys.pair)).toBe(4);
    expect(await hits(keys.user)).toBe(5);
    expect(await hits(keys.client)).toBe(7);
  }, 60_000);

  test('after 20 failures from one client, every sign-in from it gets 429', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 20; i++)
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, client)).status).toBe(401);
    await signIn(app, { username: 'abena' });
    const refused = await login({ username: 'abena', password: TEST_PASSWORD }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await login({ username: 'abena', password: TEST_PASSWORD })).status).toBe(200);
  }, 60_000);

  test.each([
    ['as long as the field allows', 'İ'.repeat(200)],
    ['with a NUL', 'admin\u0000'],
    ['with a control character', 'ad\u0007min'],
    ['with a space', 'not a name'],
  ])('a username no account can have (%s) is a plain 401, counted like any other, never a 500', async (_, username) => {
    const client = fromNewClient();
    const response = await login({ username, password: TEST_PASSWORD }, client);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid username or password',
    });
    const keys = keysOf(username, client);
    for (const key of [keys.pair, keys.client, keys.user]) expect(await hits(key)).toBe(1);
  });

  test('the throttle table holds no usernames, only their hashes', async () => {
    const client = fromNewClient();
    await login({ username: 'Visible.Name', password: 'wrong-password' }, client);
    const keys: { key: string }[] = await app.dataSource.query(`SELECT "key" FROM "throttle_windows"`);
    const { pair, user } = keysOf('visible.name', client);
    expect(keys.map(({ key }) => key)).toEqual(expect.arrayContaining([pair, user]));
    expect(JSON.stringify(keys)).not.toMatch(/visible\.name/i);
  });

  test('the sessions table holds no session id a cookie carries', async () => {
    const { cookie, user } = await signIn(app, { username: 'backup-proof' });
    const id = /yhg_admin=([^;]+)/.exec(cookie)![1];
    const [row] = await app.dataSource.getRepository(Session).findBy({ userId: user.id });
    expect(row.id).toBe(sha256(id));
    expect(JSON.stringify(await sessionRows())).not.toContain(id);
  });

  test('a session signed in before a password or role change landed is over, even if its row is left', async () => {
    const { cookie, user } = await signIn(app, { username: 'raced' });
    // What a change that landed while this sign-in checked the old password leaves behind.
    await app.dataSource.query(
      `UPDATE "admin_users" SET "credentialsVersion" = "credentialsVersion" + 1 WHERE "id" = ${user.id}`,
    );
    expect((await app.request('/api/leads', { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await check(cookie)).toEqual({ authenticated: false });
    expect(await app.dataSource.getRepository(Session).findBy({ userId: user.id })).toEqual([]);
    expect((await check((await signIn(app, { username: 'raced' })).cookie)).authenticated).toBe(true);
  });

  test('check answers 200 either way', async () => {
    expect(await (await app.request('/api/admin/check')).json()).toEqual({ authenticated: false });
    expect(await check('yhg_admin=forged; yhg_admin.sig=forged')).toEqual({ authenticated: false });
    const { cookie, user } = await signIn(app);
    expect(await check(cookie)).toEqual({ authenticated: true, user });
  });

  test('signing in replaces the session id (no session fixation) and ends the old one', async () => {
    const { cookie: first } = await signIn(app, { username: 'fixation' });
    const again = await login({ username: 'fixation', password: TEST_PASSWORD }, { ...fromNewClient(), Cookie: first });
    const second = sessionCookie(again);
    const id = (cookie: string) => /yhg_admin=([^;]+)/.exec(cookie)![1];
    expect(id(second)).not.toBe(id(first));
    expect((await check(first)).authenticated).toBe(false);
    expect((await check(second)).authenticated).toBe(true);
    expect(await app.dataSource.getRepository(Session).findOneBy({ id: sha256(id(first)) })).toBeNull();
    expect(await app.dataSource.getRepository(Session).findOneBy({ id: sha256(id(second)) })).not.toBeNull();
  });

  test('each use moves the idle timeout on; after 12 idle hours the session is over and its row gone', async () => {
    const { cookie, user } = await signIn(app, { username: 'idle' });
    const sessions = app.dataSource.getRepository(Session);
    await sessions.update({ userId: user.id }, { expiresAt: new Date(Date.now() + 60_000) });
    expect((await check(cookie)).authenticated).toBe(true);
    const [moved] = await sessions.findBy({ userId: user.id });
    expect(moved.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3600_000);

    await sessions.update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.request('/api/admin/check', { headers: { Cookie: cookie } });
    expect(await expired.json()).toEqual({ authenticated: false });
    expect(expired.headers.getSetCookie().find((c) => c.startsWith('yhg_admin='))).toMatch(/expires=Thu, 01 Jan 1970/);
    expect(await sessions.findBy({ userId: user.id })).toEqual([]);
  });

  test('a session renewed less than a minute ago is not written again by each use', async () => {
    const { cookie, user } = await signIn(app, { username: 'renewed-lately' });
    const sessions = app.dataSource.getRepository(Session);
    const lately = new Date(Date.now() + SESSION_IDLE_MS + 10_000 - 30_000);
    await sessions.update({ userId: user.id }, { expiresAt: lately });
    expect((await check(cookie)).authenticated).toBe(true);
    expect((await sessions.findBy({ userId: user.id }))[0]!.expiresAt.getTime()).toBe(lately.getTime());

    const due = new Date(Date.now() + SESSION_IDLE_MS + 10_000 - SESSION_RENEW_EVERY_MS - 1000);
    await sessions.update({ userId: user.id }, { expiresAt: due });
    expect((await check(cookie)).authenticated).toBe(true);
    expect((await sessions.findBy({ userId: user.id }))[0]!.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + SESSION_IDLE_MS,
    );
  });

  test('expired sessions are swept', async () => {
    const { user } = await signIn(app, { username: 'swept' });
    await app.dataSource.getRepository(Session).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await new SessionsService(app.dataSource).sweepExpired();
    expect(await app.dataSource.getRepository(Session).findBy({ userId: user.id })).toEqual([]);
  });

  test('renewing a session that was ended meanwhile does not bring it back', async () => {
    const { user } = await signIn(app, { username: 'ended-meanwhile' });
    const [row] = await sessionRows().then((rows) => rows.filter((r) => r.userId === user.id));
    const sessions = new SessionsService(app.dataSource);
    await sessions.endSessionsOf(user.id);
    await sessions.renew(row.id, { userId: user.id }, 60_000);
    expect(await app.dataSource.getRepository(Session).findBy({ userId: user.id })).toEqual([]);
  });

  test('logout deletes the session on the server: the old cookie no longer works', async () => {
    const { cookie, user } = await signIn(app, { username: 'leaving' });
    const response = await app.request('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(await app.dataSource.getRepository(Session).findBy({ userId: user.id })).toEqual([]);
    expect((await check(cookie)).authenticated).toBe(false);
    expect((await app.request('/api/admin/users', { headers: { Cookie: cookie } })).status).toBe(401);
    // Signed out already: still 200.
    expect((await app.request('/api/admin/logout', { method: 'POST' })).status).toBe(200);
  });

  test('a session of a deleted user is over', async () => {
    const { cookie, user } = await signIn(app, { username: 'gone' });
    await app.dataSource.getRepository(AdminUser).delete({ id: user.id });
    expect(await app.dataSource.getRepository(Session).findBy({ userId: user.id })).toEqual([]);
    expect((await check(cookie)).authenticated).toBe(false);
  });

  test('public endpoints never read or set the session cookie', async () => {
    const { cookie } = await signIn(app);
    for (const response of [
      await app.request('/api/health', { headers: { Cookie: cookie } }),
      await app.postJson('/api/newsletter', { email: 'cookie-free@example.com' }, { Cookie: cookie }),
      await app.request('/api/no-such-thing', { headers: { Cookie: cookie } }),
    ]) {
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  test('no answer carries a password hash', async () => {
    const { cookie } = await signIn(app, { username: 'no-hash' });
    const answers = [
      await login({ username: 'no-hash', password: TEST_PASSWORD }),
      await app.request('/api/admin/check', { headers: { Cookie: cookie } }),
      await app.request('/api/admin/users', { headers: { Cookie: cookie } }),
    ];
    for (const answer of answers) {
      const text = await answer.text();
      expect(text).not.toMatch(/scrypt|passwordHash|password/i);
    }
    // Nor does any log line, nor the password itself.
    const logged = JSON.stringify(app.logs);
    expect(logged).not.toContain(TEST_PASSWORD);
    expect(logged).not.toContain('scrypt');
  });
});

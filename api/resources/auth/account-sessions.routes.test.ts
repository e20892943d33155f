import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountSession } from '#contract/auth/account-sessions-api';
import { Session } from '../../platform/db/entities/Session';
import { auditEntries, callAs, enrol, fixedClock } from '../../test/second-factor';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY = 24 * 60 * 60_000;

describe.each(TEST_DATABASES)("one's own sessions: list, sign out elsewhere, 30 days at most, on $name", (database) => {
  const clock = fixedClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { outbox: { now: clock.now } });
  });
  afterAll(() => app?.close());

  /** Signs `username` in again from a device; answers its cookie. */
  async function signInFrom(username: string, userAgent: string): Promise<string> {
    const answer = await app.postJson(
      '/api/admin/login',
      { username, password: TEST_PASSWORD },
      { 'User-Agent': userAgent },
    );
    expect(answer.status).toBe(200);
    return sessionCookie(answer);
  }
  const call = (cookie: string) => callAs(app, cookie, { Origin: TEST_SITE_URL });
  const works = async (cookie: string) => (await call(cookie)('GET', '/api/admin/stats')).status;
  const listOf = async (cookie: string) =>
    ((await (await call(cookie)('GET', '/api/admin/account/sessions')).json()) as { sessions: AccountSession[] })
      .sessions;

  test('lists only my sessions, in words, the current one marked, and never a cookie id', async () => {
    const { user } = await signIn(app, { role: 'user' });
    const phone = await signInFrom(user.username, PHONE);
    const laptop = await signInFrom(user.username, LAPTOP);
    await signIn(app, { role: 'user' });

    const listed = await listOf(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Firefox on Windows' }),
    ]);
    expect(listed.map((session) => session.device)).toContain('Chrome on Android');
    for (const session of listed) {
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{20}$/),
        device: expect.any(String),
        signedInAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    const cookieIds = [phone, laptop].map((cookie) => /yhg_admin=([^;]+)/.exec(cookie)![1]!);
    for (const id of cookieIds) expect(JSON.stringify(listed)).not.toContain(id);
  });

  test('"sign out everywhere else" ends my other sessions, keeps this one, and is recorded', async () => {
    const { user, cookie: first } = await signIn(app, { role: 'user' });
    const phone = await signInFrom(user.username, PHONE);
    const laptop = await signInFrom(user.username, LAPTOP);
    const someoneElse = (await signIn(app, { role: 'user' })).cookie;

    const ended = await call(laptop)('DELETE', '/api/admin/account/sessions');
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 2 });
    expect(await works(first)).toBe(401);
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);
    expect(await works(someoneElse)).toBe(200);
    expect((await auditEntries(app, 'sessions.others_ended')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { ended: 2 },
    });
  });

  test("ending one session by its id: mine ends; another user's id is a 404 and theirs goes on", async () => {
    const { user, cookie: mine } = await signIn(app, { role: 'user' });
    const phone = await signInFrom(user.username, PHONE);
    const other = (await signIn(app, { role: 'user' })).cookie;
    const phoneId = (await listOf(phone)).find((session) => session.current)!.id;
    const otherId = (await listOf(other)).find((session) => session.current)!.id;

    expect((await call(mine)('DELETE', `/api/admin/account/sessions/${otherId}`)).status).toBe(404);
    expect(await works(other)).toBe(200);
    expect((await call(mine)('DELETE', '/api/admin/account/sessions/0000')).status).toBe(404);
    expect((await call(mine)('DELETE', `/api/admin/account/sessions/${phoneId}`)).status).toBe(200);
    expect(await works(phone)).toBe(401);
    expect(await works(mine)).toBe(200);
  });

  test('a session in daily use still ends 30 days after its sign-in; signing in again starts 30 new days', async () => {
    const { user, cookie } = await signIn(app, { role: 'user' });
    const start = clock.now().getTime();
    for (let day = 1; day < 30; day += 7) {
      clock.advance((day * DAY - (clock.now().getTime() - start)) / 30_000);
      expect(await works(cookie), `day ${day}`).toBe(200);
    }
    clock.advance((30 * DAY - (clock.now().getTime() - start) - 60_000) / 30_000);
    expect(await works(cookie)).toBe(200);
    clock.advance(2);
    expect(await works(cookie)).toBe(401);
    const again = await signInFrom(user.username, PHONE);
    expect(await works(again)).toBe(200);
    expect(await app.dataSource.getRepository(Session).countBy({ userId: user.id })).toBe(1);
  });

  test('turning a second factor on ends the sessions that signed in with the password alone', async () => {
    const { user, cookie } = await signIn(app, { role: 'user' });
    const before = await signInFrom(user.username, PHONE);
    const { cookie: after } = await enrol(app, cookie, clock);
    expect(await works(before)).toBe(401);
    expect(await works(after)).toBe(200);
  });
});

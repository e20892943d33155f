import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppSetting } from '../../platform/db/entities/AppSetting';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { RecoveryCode } from '../../platform/db/entities/RecoveryCode';
import { Session } from '../../platform/db/entities/Session';
import { UNKNOWN_USERNAME } from '../auth/sign-in-audit';
import { auditEntries, callAs, codeAt, enrol, fixedClock } from '../../test/second-factor';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('required second factor, admin reset and the sign-in audit on $name', (database) => {
  let app: TestApp;
  const clock = fixedClock();
  /** Every code and secret the tests used: none may appear in the audit trail. */
  const secrets: string[] = [TEST_PASSWORD];
  let bossSecret = '';
  beforeAll(async () => {
    app = await startTestApp(database, { outbox: { now: clock.now } });
  });
  afterAll(() => app.close());

  const login = async (username: string, password = TEST_PASSWORD) => {
    const response = await app.postJson('/api/admin/login', { username, password });
    return { status: response.status, body: await response.json(), cookie: sessionCookie(response) };
  };
  async function enrolled(username: string, role: 'admin' | 'user') {
    const { cookie, user } = await signIn(app, { role, username });
    const enrolment = await enrol(app, cookie, clock);
    secrets.push(enrolment.secret, ...enrolment.recoveryCodes);
    return { ...enrolment, user };
  }

  test('an admin must have a second factor to require one for everyone; the switch is recorded', async () => {
    const { cookie } = await signIn(app, { role: 'admin', username: 'boss' });
    const refused = await callAs(app, cookie)('PUT', '/api/admin/second-factor/required', { required: true });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'own_second_factor_first',
      message: 'Turn on your own second factor first, then require one for every account.',
    });
    const staff = await signIn(app, { role: 'user' });
    expect(
      (await callAs(app, staff.cookie)('PUT', '/api/admin/second-factor/required', { required: false })).status,
    ).toBe(403);

    const boss = await enrolled('boss', 'admin');
    bossSecret = boss.secret;
    // Sessions open when it is turned on: those of accounts without a second factor end with it.
    const withoutCode = await signIn(app, { role: 'user', username: 'already-in' });
    const withCode = await enrolled('already-in-with-code', 'user');
    for (const { cookie } of [withoutCode, withCode, boss])
      expect((await callAs(app, cookie)('GET', '/api/leads')).status).toBe(200);
    const on = await callAs(app, boss.cookie)('PUT', '/api/admin/second-factor/required', { required: true });
    expect(on.status).toBe(200);
    expect((await callAs(app, withoutCode.cookie)('GET', '/api/leads')).status).toBe(401);
    expect(await app.dataSource.getRepository(Session).countBy({ userId: withoutCode.user.id })).toBe(0);
    for (const { cookie } of [withCode, boss])
      expect((await callAs(app, cookie)('GET', '/api/leads')).status).toBe(200);
    expect((await on.json()).secondFactor).toMatchObject({ enabled: true, requiredForEveryone: true });
    expect(await app.dataSource.getRepository(AppSetting).findOneBy({ key: 'requireSecondFactor' })).toMatchObject({
      value: true,
    });
    const [entry] = await auditEntries(app, 'settings.changed');
    expect(entry).toMatchObject({
      actorId: boss.user.id,
      actorName: 'boss',
      details: { keys: ['requireSecondFactor'], to: { requireSecondFactor: true } },
    });
  });

  test('when required, an account without one is sent to set it up: only enrolment is reachable, then a full session', async () => {
    // Made and signed in by the helper: its answer is the setup step, not a session.
    await signIn(app, { role: 'user', username: 'newcomer' });
    const first = await login('newcomer');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      secondFactorSetupRequired: true,
      user: expect.objectContaining({ username: 'newcomer', secondFactorEnabled: false }),
    });
    const call = callAs(app, first.cookie);
    const leads = await call('GET', '/api/leads');
    expect(leads.status).toBe(403);
    expect((await leads.json()).error).toMatchObject({ code: 'second_factor_setup_required' });
    expect((await call('GET', '/api/admin/stats')).status).toBe(403);
    expect((await call('POST', '/api/admin/second-factor/disable', { password: TEST_PASSWORD })).status).toBe(403);
    expect(await (await call('GET', '/api/admin/check')).json()).toEqual({
      authenticated: false,
      secondFactorSetupRequired: true,
      user: expect.objectContaining({ username: 'newcomer' }),
    });
    expect((await (await call('GET', '/api/admin/second-factor')).json()).secondFactor).toMatchObject({
      enabled: false,
      requiredForEveryone: true,
    });

    const { enrolment } = await (await call('POST', '/api/admin/second-factor/setup')).json();
    secrets.push(enrolment.secret);
    const confirm = await call('POST', '/api/admin/second-factor/confirm', {
      code: codeAt(enrolment.secret, clock.now()),
    });
    expect(confirm.status).toBe(200);
    const body = await confirm.json();
    secrets.push(...body.recoveryCodes);
    expect(body.user).toMatchObject({ username: 'newcomer', secondFactorEnabled: true });
    const full = sessionCookie(confirm);
    expect(full).not.toBe(first.cookie);
    expect((await callAs(app, full)('GET', '/api/leads')).status).toBe(200);
    expect((await call('GET', '/api/leads')).status).toBe(401);
    const succeeded = (await auditEntries(app, 'sign_in.succeeded')).at(-1)!;
    expect(succeeded).toMatchObject({ actorName: 'newcomer', details: { secondFactor: 'totp' } });

    // While required, nobody turns theirs off.
    const off = await callAs(app, full)('POST', '/api/admin/second-factor/disable', { password: TEST_PASSWORD });
    expect(off.status).toBe(409);
    expect((await off.json()).error.code).toBe('second_factor_required');
    clock.advance();
  });

  test('turning the requirement off lets an account without a second factor sign in with its password again', async () => {
    const boss = await login('boss');
    const code = codeAt(bossSecret, clock.now());
    const full = await app.request('/api/admin/login/second-factor', {
      method: 'POST',
      headers: { Cookie: boss.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(full.status).toBe(200);
    expect(
      (await callAs(app, sessionCookie(full))('PUT', '/api/admin/second-factor/required', { required: false })).status,
    ).toBe(200);
    expect((await auditEntries(app, 'settings.changed')).at(-1)!.details).toEqual({
      keys: ['requireSecondFactor'],
      to: { requireSecondFactor: false },
    });
    await signIn(app, { role: 'user', username: 'plain' });
    expect((await login('plain')).body).toMatchObject({ user: { username: 'plain' } });
    expect((await auditEntries(app, 'sign_in.succeeded')).at(-1)).toMatchObject({
      actorName: 'plain',
      details: { ip: '127.0.0.1', secondFactor: null },
    });
    clock.advance();
  });

  test("an admin resets another user's second factor: their codes go, their sessions end, it is recorded", async () => {
    const admin = await signIn(app, { role: 'admin', username: 'resetter' });
    const target = await enrolled('locked-out', 'user');
    const call = callAs(app, admin.cookie);
    const listed = (await (await call('GET', '/api/admin/users')).json()).users.find(
      (user: { username: string }) => user.username === 'locked-out',
    );
    expect(listed.secondFactorEnabled).toBe(true);

    expect(
      (await callAs(app, target.cookie)('POST', `/api/admin/users/${admin.user.id}/second-factor/reset`)).status,
    ).toBe(403);
    expect((await call('POST', `/api/admin/users/${admin.user.id}/second-factor/reset`)).status).toBe(403);
    expect((await call('POST', '/api/admin/users/999999/second-factor/reset')).status).toBe(404);
    expect((await call('POST', '/api/admin/users/abc/second-factor/reset')).status).toBe(404);

    const reset = await call('POST', `/api/admin/users/${target.user.id}/second-factor/reset`);
    expect(reset.status).toBe(200);
    expect((await reset.json()).user).toMatchObject({ id: target.user.id, secondFactorEnabled: false });
    expect(await app.dataSource.getRepository(RecoveryCode).countBy({ userId: target.user.id })).toBe(0);
    expect(await app.dataSource.getRepository(Session).countBy({ userId: target.user.id })).toBe(0);
    expect((await callAs(app, target.cookie)('GET', '/api/leads')).status).toBe(401);
    const [entry] = await auditEntries(app, 'second_factor.reset');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorName: 'resetter',
      details: { userId: target.user.id, username: 'locked-out' },
    });
    expect((await login('locked-out')).body).toMatchObject({ user: { secondFactorEnabled: false } });
  });

  test('failed sign-ins are recorded before the 401, for known and unknown usernames, with no password, code or unknown name', async () => {
    const known = await signIn(app, { role: 'user', username: 'typo-prone' });
    expect((await login('TYPO-prone', 'wrong-password-1')).status).toBe(401);
    const long = `ghost-${'x'.repeat(100)}`;
    expect((await login(long, 'wrong-password-2')).status).toBe(401);
    expect((await login('nobody-here', 'wrong-password-3')).status).toBe(401);
    // An unknown username may be a password typed in the wrong box: it is not kept either.
    secrets.push('wrong-password-1', 'wrong-password-2', 'wrong-password-3', 'nobody-here', 'ghost-xxx');
    const failed = await auditEntries(app, 'sign_in.failed');
    expect(failed.map(({ actorId, actorName, details }) => ({ actorId, actorName, details }))).toEqual([
      { actorId: known.user.id, actorName: 'typo-prone', details: { ip: '127.0.0.1', knownUser: true } },
      { actorId: null, actorName: UNKNOWN_USERNAME, details: { ip: '127.0.0.1', knownUser: false } },
      { actorId: null, actorName: UNKNOWN_USERNAME, details: { ip: '127.0.0.1', knownUser: false } },
    ]);
  });

  test('no audit entry holds a password, a code, a recovery code or a secret', async () => {
    const entries = await app.dataSource.getRepository(AuditEvent).find();
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'sign_in.succeeded',
      'sign_in.failed',
      'second_factor.enabled',
      'second_factor.reset',
      'settings.changed',
    ])
      expect(actions).toContain(action);
    const text = JSON.stringify(entries);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase().replaceAll('-', ''));
    }
    expect(text).not.toMatch(/"(code|password|secret|recoveryCode)"/);
  });
});

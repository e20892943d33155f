import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { RecoveryCode } from '../../platform/db/entities/RecoveryCode';
import { auditEntries, callAs, codeAt, enrol, fixedClock } from '../../test/second-factor';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let clients = 0;
/** Each test signs in from its own address (TRUST_PROXY is on), so throttling stays its own. */
const fromNewClient = () => ({ 'X-Forwarded-For': `10.1.${++clients >> 8}.${clients & 255}` });

describe.each(TEST_DATABASES)('TOTP enrolment and two-step sign-in on $name', (database) => {
  let app: TestApp;
  const clock = fixedClock();
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true }, outbox: { now: clock.now } });
  });
  afterAll(() => app.close());

  const sessionId = (cookie: string) => /yhg_admin=([^;]+)/.exec(cookie)?.[1];
  /** The password step: answers its body and the cookie of the sign-in it started. */
  async function passwordStep(username: string, client = fromNewClient()) {
    const response = await app.postJson('/api/admin/login', { username, password: TEST_PASSWORD }, client);
    expect(response.status).toBe(200);
    return { body: await response.json(), cookie: sessionCookie(response), client };
  }
  const secondStep = (cookie: string, client: Record<string, string>, body: object) =>
    callAs(app, cookie, client)('POST', '/api/admin/login/second-factor', body);

  test('turning it on needs a right code: setup answers the secret, URI and QR code; a wrong code is refused', async () => {
    const { cookie, user } = await signIn(app, { role: 'user', username: 'enrolling' });
    const call = callAs(app, cookie);
    expect(await (await call('GET', '/api/admin/second-factor')).json()).toEqual({
      secondFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForEveryone: false },
    });
    const { enrolment } = await (
      await call('POST', '/api/admin/second-factor/setup', { password: TEST_PASSWORD })
    ).json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(
      `otpauth://totp/Your%20home%20in%20Ghana:enrolling?issuer=Your%20home%20in%20Ghana&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qrCode.size).toBeGreaterThanOrEqual(21);
    expect(enrolment.qrCode.path).toMatch(/^(M\d+ \d+h\d+v1H\d+z)+$/);

    const wrong = await call('POST', '/api/admin/second-factor/confirm', {
      code: codeAt(enrolment.secret, new Date(clock.now().getTime() - 120_000)),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({
      code: 'That code is not right. Check your authenticator app and try again.',
    });
    expect((await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id })).totpEnabledAt).toBeNull();

    const right = await call('POST', '/api/admin/second-factor/confirm', {
      code: codeAt(enrolment.secret, clock.now()),
    });
    expect(right.status).toBe(200);
    const { recoveryCodes } = await right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Only hashes are kept.
    const stored = await app.dataSource.getRepository(RecoveryCode).findBy({ userId: user.id });
    expect(stored.map((row) => row.codeHash)).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

    const status = await (await call('GET', '/api/admin/second-factor')).json();
    expect(status.secondFactor).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      enabledAt: clock.now().toISOString(),
    });
    expect(JSON.stringify(status)).not.toContain(enrolment.secret);
    expect((await call('POST', '/api/admin/second-factor/setup', { password: TEST_PASSWORD })).status).toBe(409);
    const [entry] = await auditEntries(app, 'second_factor.enabled');
    expect(entry).toMatchObject({ actorId: user.id, actorName: 'enrolling', details: { method: 'totp' } });
  });

  test('turning it on from a signed-in session needs the password: none is 400, a wrong one 403, the right one starts it', async () => {
    const { cookie, user } = await signIn(app, { role: 'user', username: 'left-open' });
    const call = callAs(app, cookie, fromNewClient());
    const missing = await call('POST', '/api/admin/second-factor/setup', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ password: 'Please enter your password.' });
    const wrong = await call('POST', '/api/admin/second-factor/setup', { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toMatchObject({
      code: 'wrong_password',
      fields: { password: 'That password is not right.' },
    });
    expect((await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id })).totpSecret).toBeNull();
    const right = await call('POST', '/api/admin/second-factor/setup', { password: TEST_PASSWORD });
    expect(right.status).toBe(200);
    expect((await right.json()).enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  test('sign-in is two steps: the pending session reads nothing, the code completes it under a new session id', async () => {
    const { cookie } = await signIn(app, { role: 'admin', username: 'two-step' });
    const { secret } = await enrol(app, cookie, clock);
    const { body, cookie: pending, client } = await passwordStep('two-step');
    expect(body).toEqual({ secondFactorRequired: true });
    expect((await callAs(app, pending)('GET', '/api/leads')).status).toBe(401);
    expect((await callAs(app, pending)('GET', '/api/admin/users')).status).toBe(401);
    expect((await callAs(app, pending)('GET', '/api/admin/second-factor')).status).toBe(401);
    expect(await (await callAs(app, pending)('GET', '/api/admin/check')).json()).toEqual({
      authenticated: false,
      secondFactorRequired: true,
    });

    const wrong = await secondStep(pending, client, {
      code: '000000' === codeAt(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatchObject({
      code: 'invalid_code',
      message: 'That code is not right. Please try again.',
    });

    const done = await secondStep(pending, client, { code: codeAt(secret, clock.now()) });
    expect(done.status).toBe(200);
    expect((await done.json()).user).toMatchObject({ username: 'two-step', secondFactorEnabled: true });
    const full = sessionCookie(done);
    expect(sessionId(full)).not.toBe(sessionId(pending));
    expect((await callAs(app, full)('GET', '/api/leads')).status).toBe(200);
    expect((await callAs(app, pending)('GET', '/api/leads')).status).toBe(401);
    expect(await (await callAs(app, full)('GET', '/api/admin/check')).json()).toMatchObject({
      authenticated: true,
      user: { username: 'two-step' },
    });
  });

  test('a code is refused once used (replay) and for any step before the last one accepted, in its window too', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'replayed' });
    const { secret } = await enrol(app, cookie, clock);
    const code = codeAt(secret, clock.now());
    const first = await passwordStep('replayed');
    expect((await secondStep(first.cookie, first.client, { code })).status).toBe(200);
    const again = await passwordStep('replayed');
    expect((await secondStep(again.cookie, again.client, { code })).status).toBe(401);
    // The step before is still inside the window (clock drift), but older than the one used: refused too.
    expect(
      (await secondStep(again.cookie, again.client, { code: codeAt(secret, new Date(clock.now().getTime() - 30_000)) }))
        .status,
    ).toBe(401);
    clock.advance();
    expect((await secondStep(again.cookie, again.client, { code: codeAt(secret, clock.now()) })).status).toBe(200);
  });

  test('a recovery code works once and is recorded; the count left goes down', async () => {
    const { cookie, user } = await signIn(app, { role: 'user', username: 'recovering' });
    const { recoveryCodes } = await enrol(app, cookie, clock);
    const first = await passwordStep('recovering');
    // As typed from a printout: upper case, spaces for dashes.
    const done = await secondStep(first.cookie, first.client, {
      recoveryCode: recoveryCodes[3].toUpperCase().replaceAll('-', ' '),
    });
    expect(done.status).toBe(200);
    expect((await callAs(app, sessionCookie(done))('GET', '/api/leads')).status).toBe(200);
    const again = await passwordStep('recovering');
    expect((await secondStep(again.cookie, again.client, { recoveryCode: recoveryCodes[3] })).status).toBe(401);
    expect((await secondStep(again.cookie, again.client, { recoveryCode: recoveryCodes[4] })).status).toBe(200);
    const used = (await auditEntries(app, 'sign_in.recovery_code_used')).filter((entry) => entry.actorId === user.id);
    expect(used.map((entry) => entry.details)).toEqual([
      { ip: first.client['X-Forwarded-For'], recoveryCodesLeft: 9 },
      { ip: again.client['X-Forwarded-For'], recoveryCodesLeft: 8 },
    ]);
    const signIns = (await auditEntries(app, 'sign_in.succeeded')).filter((entry) => entry.actorId === user.id);
    expect(signIns.at(-1)!.details).toEqual({ ip: again.client['X-Forwarded-For'], secondFactor: 'recovery_code' });
    const refused = (await auditEntries(app, 'sign_in.second_factor_failed')).filter(
      (entry) => entry.actorId === user.id,
    );
    expect(refused.map((entry) => entry.details)).toEqual([
      { ip: again.client['X-Forwarded-For'], method: 'recovery_code' },
    ]);
  });

  // The limit itself (10 wrong codes per account, from anywhere) is in second-factor-throttle.test.ts.
  test("wrong codes below the account's limit leave its owner free to sign in, from another address too", async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'guessed' });
    const { secret } = await enrol(app, cookie, clock);
    const { cookie: pending, client } = await passwordStep('guessed');
    const right = codeAt(secret, clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await secondStep(pending, client, { code: wrongCode })).status).toBe(401);
    const other = await passwordStep('guessed');
    expect((await secondStep(other.cookie, other.client, { code: right })).status).toBe(200);
  });

  test('the code step runs out after 5 minutes, and needs a pending sign-in', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'slow-typist' });
    const { secret } = await enrol(app, cookie, clock);
    const { cookie: pending, client } = await passwordStep('slow-typist');
    clock.advance(11);
    const late = await secondStep(pending, client, { code: codeAt(secret, clock.now()) });
    expect(late.status).toBe(401);
    expect((await late.json()).error).toMatchObject({
      code: 'sign_in_expired',
      message: 'Please sign in with your password again.',
    });
    expect((await secondStep('', fromNewClient(), { code: '123456' })).status).toBe(401);
    const missing = await secondStep(pending, client, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({
      code: 'Please enter the 6-digit code from your authenticator app.',
    });
  });

  test('turning it off needs the password or a current code, and is recorded; then the password alone signs in', async () => {
    const { cookie, user } = await signIn(app, { role: 'user', username: 'turning-off' });
    const { cookie: full } = await enrol(app, cookie, clock);
    const call = callAs(app, full, fromNewClient());
    const wrong = await call('POST', '/api/admin/second-factor/disable', { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect((await call('POST', '/api/admin/second-factor/disable', {})).status).toBe(400);
    const off = await call('POST', '/api/admin/second-factor/disable', { password: TEST_PASSWORD });
    expect(off.status).toBe(200);
    expect((await off.json()).secondFactor).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await app.dataSource.getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
    expect(
      (await auditEntries(app, 'second_factor.disabled')).find((entry) => entry.actorId === user.id)?.details,
    ).toEqual({ provedBy: 'password' });
    expect((await passwordStep('turning-off')).body).toMatchObject({
      user: { username: 'turning-off', secondFactorEnabled: false },
    });
  });

  test('new recovery codes need a current code and replace the old ones', async () => {
    const { cookie } = await signIn(app, { role: 'user', username: 'new-codes' });
    const { secret, recoveryCodes, cookie: full } = await enrol(app, cookie, clock);
    const call = callAs(app, full, fromNewClient());
    expect((await call('POST', '/api/admin/second-factor/recovery-codes', { code: '' })).status).toBe(400);
    const fresh = await call('POST', '/api/admin/second-factor/recovery-codes', { code: codeAt(secret, clock.now()) });
    expect(fresh.status).toBe(200);
    const { recoveryCodes: next } = await fresh.json();
    expect(next).toHaveLength(10);
    const replaced = (await auditEntries(app, 'second_factor.recovery_codes_regenerated')).filter(
      (entry) => entry.actorName === 'new-codes',
    );
    expect(replaced.map((entry) => entry.details)).toEqual([{ provedBy: 'code' }]);
    expect(JSON.stringify(replaced)).not.toContain(next[0]);
    clock.advance();
    const old = await passwordStep('new-codes');
    expect((await secondStep(old.cookie, old.client, { recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect((await secondStep(old.cookie, old.client, { recoveryCode: next[0] })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callAs, codeAt, enrol, fixedClock } from '../../test/second-factor';
import { sessionCookie, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let clients = 0;
/** A client address of its own (TRUST_PROXY is on). */
const fromNewClient = () => ({ 'X-Forwarded-For': `10.2.${++clients >> 8}.${clients & 255}` });

describe.each(TEST_DATABASES)('wrong second-factor codes are throttled per account on $name', (database) => {
  let app: TestApp;
  const clock = fixedClock();
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true }, outbox: { now: clock.now } });
  });
  afterAll(() => app.close());

  const passwordStep = (username: string, client: Record<string, string>) =>
    app.postJson('/api/admin/login', { username, password: TEST_PASSWORD }, client);
  const codeStep = (cookie: string, client: Record<string, string>, body: object) =>
    callAs(app, cookie, client)('POST', '/api/admin/login/second-factor', body);
  async function enrolled(username: string) {
    const { cookie } = await signIn(app, { role: 'user', username });
    const { secret, recoveryCodes, cookie: full } = await enrol(app, cookie, clock);
    const right = () => codeAt(secret, clock.now());
    return { right, wrong: () => (right() === '123456' ? '654321' : '123456'), recoveryCodes, cookie: full };
  }

  test('re-entering the password between wrong codes from one address ends in a 429 with Retry-After', async () => {
    const { wrong } = await enrolled('cycled');
    const client = fromNewClient();
    const statuses: number[] = [];
    for (let cycle = 0; cycle < 5 && !statuses.includes(429); cycle++) {
      const login = await passwordStep('cycled', client);
      statuses.push(login.status);
      if (login.status !== 200) break;
      for (let guess = 0; guess < 4; guess++) {
        const answer = await codeStep(sessionCookie(login), client, { code: wrong() });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
          break;
        }
      }
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  test('wrong passwords before a right one stand until a code completes the sign-in', async () => {
    await enrolled('typo-then-code');
    const client = fromNewClient();
    const wrongPassword = () =>
      app.postJson('/api/admin/login', { username: 'typo-then-code', password: 'not-the-password' }, client);
    for (let failure = 0; failure < 4; failure++) expect((await wrongPassword()).status).toBe(401);
    expect((await passwordStep('typo-then-code', client)).status).toBe(200);
    expect((await wrongPassword()).status).toBe(401);
    // Five failures from this address: the right password is refused here too, as for an account without a code.
    expect((await passwordStep('typo-then-code', client)).status).toBe(429);
  });

  test('wrong codes from every address count for the account: the 11th is a 429 even after a right password, from a new address, with the right code', async () => {
    const { right, wrong } = await enrolled('spread');
    for (let guess = 0; guess < 10; guess++) {
      const client = fromNewClient();
      const login = await passwordStep('spread', client);
      expect(login.status).toBe(200);
      expect((await codeStep(sessionCookie(login), client, { code: wrong() })).status).toBe(401);
    }
    const client = fromNewClient();
    const login = await passwordStep('spread', client);
    expect(login.status).toBe(200);
    const refused = await codeStep(sessionCookie(login), client, { code: right() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await codeStep(sessionCookie(login), client, { recoveryCode: 'aaaa-bbbb-cccc-dddd' })).status).toBe(429);
  });

  test('codes that prove the owner on the Account screen count against the same per-account limit, from any address', async () => {
    const { wrong, right, cookie } = await enrolled('left-open');
    for (let guess = 0; guess < 5; guess++) {
      const answer = await callAs(app, cookie, fromNewClient())('POST', '/api/admin/second-factor/recovery-codes', {
        code: wrong(),
      });
      expect(answer.status).toBe(400);
    }
    for (let guess = 0; guess < 5; guess++) {
      const client = fromNewClient();
      const login = await passwordStep('left-open', client);
      expect((await codeStep(sessionCookie(login), client, { code: wrong() })).status).toBe(401);
    }
    const refused = await callAs(app, cookie, fromNewClient())('POST', '/api/admin/second-factor/recovery-codes', {
      code: right(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a right code within the limit completes the sign-in and starts the count again', async () => {
    const { right, wrong, recoveryCodes } = await enrolled('within');
    const client = fromNewClient();
    const guessNine = async () => {
      for (let guess = 0; guess < 9; guess++) {
        const other = fromNewClient();
        const login = await passwordStep('within', other);
        expect((await codeStep(sessionCookie(login), other, { code: wrong() })).status).toBe(401);
      }
    };
    await guessNine();
    const login = await passwordStep('within', client);
    const done = await codeStep(sessionCookie(login), client, { code: right() });
    expect(done.status).toBe(200);
    expect((await callAs(app, sessionCookie(done))('GET', '/api/leads')).status).toBe(200);
    // Nine more wrong ones are within the limit again; a recovery code counts as a right code.
    await guessNine();
    const again = await passwordStep('within', client);
    expect((await codeStep(sessionCookie(again), client, { recoveryCode: recoveryCodes[0] })).status).toBe(200);
  });
});

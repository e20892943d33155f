import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuditEvent } from '../db/entities/AuditEvent';
import { loadSiteFiles } from '../site/site-files';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// The tests connect from 127.0.0.1: a list naming it makes them the proxy, one without it a stranger
// who reached the app's port directly.
const AS_PROXY = ['10.0.0.5', '127.0.0.1'];
const NOT_THE_PROXY = ['10.0.0.0/8', '::1'];

describe.each(TEST_DATABASES)('X-Forwarded-* believed only from the proxy TRUST_PROXY names, on $name', (database) => {
  let proxied: TestApp;
  let direct: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'proxy-site-'));
    writeFileSync(path.join(siteDir, 'robots.txt'), 'User-agent: *\n');
    const siteFiles = await loadSiteFiles(siteDir);
    const options = (trustProxy: string[]) => ({ siteFiles, config: { trustProxy, publicSubmissionsPerMinute: 2 } });
    [proxied, direct] = await Promise.all([
      startTestApp(database, options(AS_PROXY)),
      startTestApp(database, options(NOT_THE_PROXY)),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close()]);
    rmSync(siteDir, { recursive: true, force: true });
  });

  const submit = (app: TestApp, client: string, n: number) =>
    app.postJson('/api/newsletter', { email: `c${n}@example.com` }, { 'X-Forwarded-For': `198.51.100.1, ${client}` });

  test('the form limit counts the address the proxy appended, and the peer itself for anyone else', async () => {
    // Each submission claims a new client: believed from the proxy, a forgery from a stranger.
    const fromProxy = [];
    const fromStranger = [];
    for (let n = 1; n <= 3; n++) fromProxy.push((await submit(proxied, `203.0.113.${n}`, n)).status);
    for (let n = 1; n <= 3; n++) fromStranger.push((await submit(direct, `203.0.113.${n}`, n)).status);
    expect(fromProxy).toEqual([201, 201, 201]);
    expect(fromStranger).toEqual([201, 201, 429]);
    // The proxy's clients are each counted on their own: the first one's third submission is refused.
    expect((await submit(proxied, '203.0.113.1', 4)).status).toBe(201);
    expect((await submit(proxied, '203.0.113.1', 5)).status).toBe(429);
  });

  test('a failed sign-in is recorded (and throttled) under the client address only when the proxy sent it', async () => {
    const failIn = (app: TestApp) =>
      app.postJson(
        '/api/admin/login',
        { username: 'kwame', password: 'not-the-password' },
        { 'X-Forwarded-For': '192.0.2.44' },
      );
    expect((await failIn(proxied)).status).toBe(401);
    expect((await failIn(direct)).status).toBe(401);
    const entries = async (app: TestApp) =>
      (await app.dataSource.getRepository(AuditEvent).find({ where: { action: 'sign_in.failed' } })).map(
        (entry) => entry.details.ip,
      );
    expect(await entries(proxied)).toEqual(['192.0.2.44']);
    expect(await entries(direct)).toEqual(['127.0.0.1']);
  });

  test('behind two proxies on the list, the client is the last address that is neither; what the client wrote before it is not', async () => {
    const failIn = (forwardedFor: string) =>
      proxied.postJson(
        '/api/admin/login',
        { username: 'two-hops', password: 'not-the-password' },
        { 'X-Forwarded-For': forwardedFor },
      );
    expect((await failIn('198.51.100.66, 192.0.2.77, 10.0.0.5')).status).toBe(401);
    expect((await failIn('192.0.2.78')).status).toBe(401);
    const entries = await proxied.dataSource
      .getRepository(AuditEvent)
      .find({ where: { action: 'sign_in.failed' }, order: { id: 'ASC' } });
    expect(entries.slice(-2).map((entry) => entry.details.ip)).toEqual(['192.0.2.77', '192.0.2.78']);
  });

  test('X-Forwarded-Proto makes the session cookie Secure, and adds HSTS, only from the proxy', async () => {
    const secureSignIn = async (app: TestApp) => {
      const { user } = await signIn(app);
      const response = await app.postJson(
        '/api/admin/login',
        { username: user.username, password: TEST_PASSWORD },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(response.status).toBe(200);
      return response.headers.getSetCookie().find((cookie) => cookie.startsWith('yhg_admin='));
    };
    expect(await secureSignIn(proxied)).toMatch(/; secure/);
    expect(await secureSignIn(direct)).not.toMatch(/; secure/);

    const https = { headers: { 'X-Forwarded-Proto': 'https' } };
    for (const path of ['/api/health', '/robots.txt']) {
      expect((await proxied.request(path, https)).headers.get('strict-transport-security')).toContain('max-age=');
      expect((await direct.request(path, https)).headers.get('strict-transport-security')).toBeNull();
    }
  });

  test('X-Forwarded-Host and -Proto name the origin the client used only from the proxy', async () => {
    const headers = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'admin.example.org',
      Origin: 'https://admin.example.org',
      'X-Forwarded-For': '192.0.2.90',
    };
    expect((await proxied.postJson('/api/newsletter', { email: 'host@example.com' }, headers)).status).toBe(201);
    const forged = await direct.postJson('/api/newsletter', { email: 'host@example.com' }, headers);
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('cross_site');
  });
});

import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('same-origin check on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp(database);
    ({ cookie } = await signIn(app));
  });
  afterAll(() => app.close());

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    app.postJson(path, body, { Cookie: cookie, ...headers });
  const newsletter = (headers: Record<string, string>) =>
    post('/api/newsletter', { email: `o${Math.random()}@example.com` }, headers);

  test.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    [{ Origin: 'http://127.0.0.1:1' }],
    [{ Referer: 'https://evil.example/page' }],
    [{ Origin: 'https://evil.example', Referer: `${TEST_SITE_URL}/admin` }],
  ])('a state-changing request from another site (%j) is refused with 403', async (headers) => {
    for (const response of [
      await newsletter(headers),
      await post('/api/admin/users', { username: 'csrf', password: 'a-good-password', role: 'admin' }, headers),
      await post('/api/admin/logout', {}, headers),
      await app.request('/api/admin/users/1', { method: 'DELETE', headers: { Cookie: cookie, ...headers } }),
    ]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({
        code: 'cross_site',
        message: 'This request came from another site and was refused.',
      });
    }
    expect(
      (await app.request('/api/admin/check', { headers: { Cookie: cookie } }).then((r) => r.json())).authenticated,
    ).toBe(true);
  });

  test('the same origin, SITE_URL, or no Origin and no Referer pass', async () => {
    expect((await newsletter({ Origin: app.baseUrl })).status).toBe(201);
    expect((await newsletter({ Referer: `${app.baseUrl}/join?type=newsletter` })).status).toBe(201);
    expect((await newsletter({ Origin: TEST_SITE_URL })).status).toBe(201);
    expect((await newsletter({})).status).toBe(201);
    expect((await post('/api/buyers', {}, { Origin: app.baseUrl })).status).toBe(400);
  });

  test('reads are not checked', async () => {
    const response = await app.request('/api/admin/check', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe.each(TEST_DATABASES)('same-origin check behind a proxy on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { trustProxy: true } });
  });
  afterAll(() => app.close());

  test('the origin the client used (X-Forwarded-Proto and -Host) is the same site', async () => {
    const headers = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'admin.example.org',
      Origin: 'https://admin.example.org',
    };
    expect((await app.postJson('/api/newsletter', { email: 'proxied@example.com' }, headers)).status).toBe(201);
    const defaultPort = { ...headers, 'X-Forwarded-Host': 'Admin.Example.org:443' };
    expect((await app.postJson('/api/newsletter', { email: 'proxied@example.com' }, defaultPort)).status).toBe(201);
    const plain = { ...headers, Origin: 'http://admin.example.org' };
    expect((await app.postJson('/api/newsletter', { email: 'proxied@example.com' }, plain)).status).toBe(403);
  });
});

describe.each(TEST_DATABASES)('same-origin check in production with SITE_URL set on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { nodeEnv: 'production', siteUrlSet: true } });
  });
  afterAll(() => app.close());

  const subscribe = (headers: Record<string, string>) =>
    app.postJson('/api/newsletter', { email: `p${Math.random()}@example.com` }, headers);

  test('only SITE_URL is the same site: a request naming another host as its own is refused', async () => {
    // fetch will not send a Host of our choosing: a raw request does.
    const forged = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: 'forged-host@example.com' });
      const request = httpRequest(`${app.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: {
          Host: 'evil.example',
          Origin: 'http://evil.example',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      });
      request
        .on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject)
        .end(body);
    });
    expect(forged).toBe(403);
    expect((await subscribe({ Origin: app.baseUrl })).status).toBe(403);
    expect((await subscribe({ Origin: TEST_SITE_URL })).status).toBe(201);
    expect((await subscribe({ Referer: `${TEST_SITE_URL}/join` })).status).toBe(201);
    expect((await subscribe({})).status).toBe(201);
  });
});

describe.each(TEST_DATABASES)(
  'same-origin check with SITE_URL unset or set to the local default on $name',
  (database) => {
    const DEFAULT_SITE_URL = 'http://localhost:4321';
    let unset: TestApp;
    let set: TestApp;
    beforeAll(async () => {
      unset = await startTestApp(database, { config: { siteUrl: DEFAULT_SITE_URL, siteUrlSet: false } });
      set = await startTestApp(database, { config: { siteUrl: DEFAULT_SITE_URL, siteUrlSet: true } });
    });
    afterAll(async () => {
      await unset.close();
      await set.close();
    });

    const subscribe = (app: TestApp, headers: Record<string, string>) =>
      app.postJson('/api/newsletter', { email: `d${Math.random()}@example.com` }, headers);

    test("unset: the default origin is just another site; only the request's own origin passes", async () => {
      const refused = await subscribe(unset, { Origin: DEFAULT_SITE_URL });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('cross_site');
      expect((await subscribe(unset, { Referer: `${DEFAULT_SITE_URL}/join` })).status).toBe(403);
      expect((await subscribe(unset, { Origin: unset.baseUrl })).status).toBe(201);
      expect((await subscribe(unset, {})).status).toBe(201);
    });

    test("set to that address: it is the site and passes, as does the request's own origin", async () => {
      expect((await subscribe(set, { Origin: DEFAULT_SITE_URL })).status).toBe(201);
      expect((await subscribe(set, { Origin: set.baseUrl })).status).toBe(201);
      expect((await subscribe(set, { Origin: 'https://evil.example' })).status).toBe(403);
    });
  },
);

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSiteFiles } from './platform/site/site-files';
import { buildLead } from './test/factories';
import { startTestApp, type TestApp } from './test/test-app';
import { TEST_DATABASES } from './test/test-databases';

const INLINE_SCRIPT = 'console.log("hydrate")';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><style>p{color:red}</style></head><body><h1>${title}</h1>${'<p>filler text</p>'.repeat(100)}<script>${INLINE_SCRIPT}</script><script src="/_astro/app.js"></script></body></html>`;

/** A small built site in the shape Astro writes it. */
function writeFixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'join/index.html': page('Join Our Network'),
    '404.html': page('Page Not Found'),
    'admin/index.html': page('Dashboard'),
    '_astro/app.js': `export const app = ${JSON.stringify('x'.repeat(4000))};`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.build-stamp': 'not part of the site',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** fetch() always decompresses and refuses some methods; this raw request shows the bytes and headers as sent. */
function rawRequest(baseUrl: string, urlPath: string, method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(baseUrl + urlPath, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const rawGet = (baseUrl: string, urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest(baseUrl, urlPath, 'GET', headers);

describe.each(TEST_DATABASES)('the app on $name', (database) => {
  let app: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = writeFixtureSite();
    app = await startTestApp(database, { siteFiles: await loadSiteFiles(distDir), config: { trustProxy: true } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('an unknown /api path, and a wrong method, answer JSON errors', async () => {
    const unknown = await app.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    expect((await unknown.json()).error).toMatchObject({ code: 'not_found', message: expect.any(String) });

    const wrongMethod = await app.request('/api/newsletter', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).error.code).toBe('method_not_allowed');
  });

  test('an unexpected failure is a 500 that leaks nothing, logged with its request id', async () => {
    await app.dataSource.query('ALTER TABLE "leads" RENAME TO "leads_away"');
    try {
      const response = await app.postJson('/api/buyers', buildLead());
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      const { error } = await response.json();
      expect(error.code).toBe('internal_error');
      expect(error.message).toContain(requestId);
      expect(JSON.stringify(error)).not.toMatch(/leads|SQL|sqlite|relation|stack/i);
      const logged = app.logs.find((line) => line.msg === 'unhandled error' && line.id === requestId);
      expect(logged?.error).toMatch(/leads/);
    } finally {
      await app.dataSource.query('ALTER TABLE "leads_away" RENAME TO "leads"');
    }
  });

  test('odd requests get a JSON 4xx, never a 500', async () => {
    const logsBefore = app.logs.length;
    const cases: [string, RequestInit, number, string][] = [
      [
        '/api/buyers',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
          body: 'not gzip at all',
        },
        400,
        'invalid_body',
      ],
      [
        '/api/buyers',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
          body: 'not brotli',
        },
        400,
        'invalid_body',
      ],
      [
        '/api/buyers',
        { method: 'POST', headers: { 'Content-Type': 'application/json; charset=latin1' }, body: '{}' },
        415,
        'unsupported_media_type',
      ],
      ['/api/buyers', { method: 'PROPFIND' }, 405, 'method_not_allowed'],
      ['/api/newsletter', { method: 'DELETE' }, 405, 'method_not_allowed'],
      [
        '/api/newsletter',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '"just a string"' },
        400,
        'invalid_json',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await app.request(path, init);
      expect(response.status, `${init.method} ${path} ${JSON.stringify(init.headers)}`).toBe(status);
      expect(await response.json()).toEqual({ error: { code, message: expect.any(String), fields: {} } });
    }
    expect(app.logs.slice(logsBefore).filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });

  test('unusual methods get 405 with Allow on an /api path that exists, 404 on one that does not', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'SEARCH']) {
      // fetch refuses to send TRACE; a raw request does.
      const known = await rawRequest(app.baseUrl, '/api/buyers', method);
      expect(known.status, method).toBe(405);
      expect(known.headers.allow, method).toMatch(/^(?=.*\bGET\b)(?=.*\bPOST\b)/);
      expect(JSON.parse(known.body.toString()), method).toEqual({
        error: { code: 'method_not_allowed', message: expect.any(String), fields: {} },
      });

      const unknown = await rawRequest(app.baseUrl, '/api/no-such-thing', method);
      expect(unknown.status, method).toBe(404);
      expect(unknown.headers.allow, method).toBeUndefined();
      expect(JSON.parse(unknown.body.toString()).error.code, method).toBe('not_found');
    }
    const health = await rawRequest(app.baseUrl, '/api/health', 'PURGE');
    expect(health.status).toBe(405);
    expect(health.headers.allow).toBe('HEAD, GET');
  });

  test('a 405 names the allowed methods; /API in capitals is no spelling of the API: a JSON 404', async () => {
    const response = await app.request('/api/newsletter', { method: 'DELETE' });
    expect(response.headers.get('allow')).toMatch(/POST/);
    const capitals = await app.request('/API/health');
    expect(capitals.status).toBe(404);
    expect(await capitals.json()).toEqual({
      error: { code: 'not_found', message: 'There is no such API endpoint.', fields: {} },
    });
  });

  test('logs one line per request without bodies or personal data', async () => {
    const lead = buildLead({ name: 'Yaw Secretname', email: 'yaw.secret@example.com' });
    const response = await app.postJson('/api/buyers?utm=campaign', lead);
    const id = response.headers.get('x-request-id');
    // The line is written just after the answer is sent, so it may land a moment after the client has it.
    await expect.poll(() => app.logs.filter((line) => line.id === id)).toHaveLength(1);
    const lines = app.logs.filter((line) => line.id === id);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/api/buyers',
      status: 201,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(app.logs)).not.toMatch(/Secretname|yaw\.secret|campaign/);
  });

  test('security headers on API answers; HSTS only over HTTPS', async () => {
    const plain = await app.request('/api/health');
    expect(plain.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  test('the back-office and the API keep Cross-Origin-Opener-Policy; the public pages, the 404 page included, go without', async () => {
    for (const urlPath of ['/admin', '/api/health', '/api/nothing-here']) {
      expect((await app.request(urlPath)).headers.get('cross-origin-opener-policy'), urlPath).toBe('same-origin');
    }
    for (const urlPath of ['/', '/join', '/no-such-page']) {
      const response = await app.request(urlPath);
      expect(response.headers.get('content-type'), urlPath).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cross-origin-opener-policy'), urlPath).toBeNull();
    }
  });

  test('pages carry a CSP of our origin that lists the hashes of their inline scripts and styles', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptHash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const styleHash = createHash('sha256').update('p{color:red}').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${scriptHash}'`);
    expect(csp).toContain(`style-src 'self' 'sha256-${styleHash}'`);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  test('pages: HTML revalidated, a trailing slash redirected, HEAD answered', async () => {
    const join = await app.request('/join');
    expect(join.status).toBe(200);
    expect(join.headers.get('cache-control')).toBe('no-cache');
    expect(join.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await join.text()).toContain('<h1>Join Our Network</h1>');

    const slash = await app.request('/join/?type=buyer', { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/join?type=buyer');

    const head = await app.request('/join', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  test('hashed assets are immutable for a year; ETags give 304', async () => {
    const asset = await app.request('/_astro/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const etag = asset.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    // fetch() adds Cache-Control: no-cache to conditional requests, which rules out a 304; browsers do not.
    const again = await rawGet(app.baseUrl, '/_astro/app.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await rawGet(app.baseUrl, '/_astro/app.js', { 'If-None-Match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  test('text is sent brotli- or gzip-compressed as the client accepts', async () => {
    const br = await rawGet(app.baseUrl, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>Home</h1>');

    const gz = await rawGet(app.baseUrl, '/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<h1>Home</h1>');

    const identity = await rawGet(app.baseUrl, '/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toContain('<h1>Home</h1>');
  });

  test('the site takes only GET and HEAD', async () => {
    const response = await app.request('/join', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  test('an unknown path, /admin/... included, gets the 404 page with status 404', async () => {
    for (const unknown of [
      '/no-such-page',
      '/admin/nope',
      '/join/deeper',
      '/%2e%2e/etc/passwd',
      '/404.html',
      '/404',
      '/.build-stamp',
    ]) {
      const response = await app.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain('<h1>Page Not Found</h1>');
    }
  });
});

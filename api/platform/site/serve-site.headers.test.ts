import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSiteFiles, type SiteFiles } from './site-files';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// Every header of the site's answers, byte for byte as they were before the site was answered ahead of
// Koa: only Date, Connection, Keep-Alive and X-Request-Id (checked apart) vary per request.
const VARYING = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
const LOCKED_DOWN = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
const longPage = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>console.log(1)</script></head><body><h1>${title}</h1>${'<p>Homes in Accra and Kumasi.</p>'.repeat(60)}</body></html>`;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  requestId: string | undefined;
}

/** The answer as sent, undecoded (fetch would unpack brotli and gzip). */
function raw(
  baseUrl: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name]) => !VARYING.has(name));
        resolve({
          status: response.statusCode!,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
          requestId: response.headers['x-request-id'] as string | undefined,
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Sends one request line as written, byte for byte (no client
 * would send some of these), and answers the status line and body.
 */
function rawLine(baseUrl: string, requestLine: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.end(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve({ statusLine: received.split('\r\n')[0]!, body: received.slice(received.indexOf('\r\n\r\n') + 4) }),
    );
    socket.on('error', reject);
  });
}

describe.each([TEST_DATABASES[0]!])('the site answers with exactly its headers ($name)', (database) => {
  let dir: string;
  let files: SiteFiles;
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dist-headers-'));
    const site: Record<string, string> = {
      'index.html': longPage('Your home in Ghana'),
      'admin/index.html': longPage('Dashboard'),
      '_astro/island.js': `export const x = ${JSON.stringify('a'.repeat(2000))};`,
      'robots.txt': 'User-agent: *\n',
      '404.html': longPage('Page Not Found'),
      'blog/404/index.html': longPage('Article Not Found'),
    };
    for (const [name, content] of Object.entries(site)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    files = await loadSiteFiles(dir);
    app = await startTestApp(database, { siteFiles: files });
    proxied = await startTestApp(database, { siteFiles: files, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (urlPath: string) => files.get(urlPath)!;

  test('a public page: brotli, gzip or plain as accepted, with its own CSP and no opener policy; HEAD the same without a body', async () => {
    const home = file('/index.html');
    const common = {
      ...LOCKED_DOWN,
      'content-security-policy': home.contentSecurityPolicy!,
      'cache-control': 'no-cache',
      etag: home.etag,
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
    };
    for (const [accept, encoding, body] of [
      ['br, gzip', 'br', home.brotli!],
      ['gzip, deflate, br;q=0', 'gzip', home.gzip!],
      ['*', 'br', home.brotli!],
      ['identity', undefined, home.body],
      ['', undefined, home.body],
    ] as const) {
      const answer = await raw(app.baseUrl, 'GET', '/', accept ? { 'accept-encoding': accept } : {});
      const expected = {
        ...common,
        'content-length': String(body.length),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      };
      expect(answer.headers, accept).toEqual(expected);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(body), accept).toBe(true);
      expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const head = await raw(app.baseUrl, 'HEAD', '/', { 'accept-encoding': 'br' });
    expect(head.headers).toEqual({
      ...common,
      'content-length': String(home.brotli!.length),
      'content-encoding': 'br',
    });
    expect(head.body.length).toBe(0);
    expect((await raw(app.baseUrl, 'GET', '/index.html?utm_source=x')).headers.etag).toBe(home.etag);
  });

  test('a matching If-None-Match is a 304 with the caching headers only; no-cache, If-Modified-Since alongside, or another tag get the page', async () => {
    const home = file('/index.html');
    const notModified = await raw(app.baseUrl, 'GET', '/', { 'if-none-match': home.etag, 'accept-encoding': 'br' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toEqual({
      ...LOCKED_DOWN,
      'content-security-policy': home.contentSecurityPolicy!,
      'cache-control': 'no-cache',
      etag: home.etag,
      vary: 'Accept-Encoding',
    });
    expect(notModified.body.length).toBe(0);
    for (const tags of [`W/${home.etag}`, `"other", ${home.etag}`, '*']) {
      expect((await raw(app.baseUrl, 'GET', '/', { 'if-none-match': tags })).status, tags).toBe(304);
    }
    for (const headers of [
      { 'if-none-match': '"other"' } as Record<string, string>,
      { 'if-none-match': home.etag, 'cache-control': 'no-cache' },
      { 'if-none-match': home.etag, 'if-modified-since': new Date().toUTCString() },
      { 'if-modified-since': new Date().toUTCString() },
    ]) {
      expect((await raw(app.baseUrl, 'GET', '/', headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  test('a back-office page keeps the opener policy; a hashed asset is immutable with the locked-down CSP; a small file goes uncompressed', async () => {
    const admin = file('/admin/index.html');
    expect((await raw(app.baseUrl, 'GET', '/admin', { 'accept-encoding': 'gzip' })).headers).toEqual({
      ...LOCKED_DOWN,
      'content-security-policy': admin.contentSecurityPolicy!,
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-cache',
      etag: admin.etag,
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': String(admin.gzip!.length),
    });
    const island = file('/_astro/island.js');
    expect((await raw(app.baseUrl, 'GET', '/_astro/island.js', { 'accept-encoding': 'br' })).headers).toEqual({
      ...LOCKED_DOWN,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: island.etag,
      vary: 'Accept-Encoding',
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(island.brotli!.length),
    });
    const robots = file('/robots.txt');
    expect((await raw(app.baseUrl, 'GET', '/robots.txt', { 'accept-encoding': 'br' })).headers).toEqual({
      ...LOCKED_DOWN,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'public, max-age=3600',
      etag: robots.etag,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(robots.body.length),
    });
  });

  test('unknown paths get their not-found page with 404, never a 304; HSTS only over HTTPS as the trusted proxy reports it', async () => {
    const missing = file('/404.html');
    for (const [urlPath, page] of [
      ['/no-such-page', missing],
      ['/blog/nope', file('/blog/404/index.html')],
      ['/404.html', missing],
    ] as const) {
      const answer = await raw(app.baseUrl, 'GET', urlPath, { 'if-none-match': page.etag });
      expect(answer.status, urlPath).toBe(404);
      expect(answer.headers, urlPath).toEqual({
        ...LOCKED_DOWN,
        'content-security-policy': page.contentSecurityPolicy!,
        'cache-control': 'no-cache',
        etag: page.etag,
        vary: 'Accept-Encoding',
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(page.body.length),
      });
      expect(answer.body.equals(page.body)).toBe(true);
    }
    const https = await raw(proxied.baseUrl, 'GET', '/robots.txt', { 'x-forwarded-proto': 'https, http' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await raw(app.baseUrl, 'GET', '/robots.txt', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect(
      (await raw(proxied.baseUrl, 'GET', '/robots.txt', { 'x-forwarded-proto': 'http' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  test('encodings are negotiated as Koa did, its quirks included', async () => {
    const home = file('/index.html');
    const sent = async (accept: string) =>
      (await raw(app.baseUrl, 'GET', '/', { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await sent('BR')).toBe('br');
    expect(await sent('br;q=0.0, gzip')).toBe('gzip');
    expect(await sent('br;Q=0')).toBe('br');
    expect(await sent('br;q=0.5x')).toBe('br');
    expect(await sent('br;q=-1, *')).toBe('gzip');
    expect(await sent('gzip;q=0, *')).toBe('br');
    expect(await sent('deflate')).toBeUndefined();
    expect(home.brotli && home.gzip).toBeTruthy();
  });

  test('odd request targets are read as Koa reads them; one nothing can read is a 400, and the server goes on', async () => {
    const api = await rawLine(app.baseUrl, 'GET /api/../about#f HTTP/1.1');
    expect(api.statusLine).toBe('HTTP/1.1 404 Not Found');
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'not_found' } });
    const page = await rawLine(app.baseUrl, `GET ${app.baseUrl}/robots.txt HTTP/1.1`);
    expect(page.statusLine).toBe('HTTP/1.1 200 OK');
    expect(page.body).toBe('User-agent: *\n');
    const unreadable = await rawLine(app.baseUrl, 'GET http://[x/about HTTP/1.1');
    expect(unreadable.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(unreadable.body)).toEqual({
      error: { code: 'bad_request', message: 'The request was not understood.', fields: {} },
    });
    // Reading such a path for the log line, written just after the answer, is what once crashed the server.
    await expect
      .poll(() => app.logs.some((logged) => logged.path === '(unreadable)' && logged.status === 400))
      .toBe(true);
    expect((await raw(app.baseUrl, 'GET', '/robots.txt')).status).toBe(200);
  });

  test('every answer is logged once, with its status and request id', async () => {
    const answer = await raw(app.baseUrl, 'GET', '/no-such-page?q=secret');
    // Written just after the answer is sent.
    await expect.poll(() => app.logs.filter((logged) => logged.id === answer.requestId)).toHaveLength(1);
    const line = app.logs.find((logged) => logged.id === answer.requestId);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/no-such-page', status: 404 });
    expect(typeof line!.ms).toBe('number');
  });
});

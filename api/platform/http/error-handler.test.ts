import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LogLine } from '../logger';
import { errorHandler } from './error-handler';
import { handleLateErrors } from './late-error-handler';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

// A body JSON cannot write: a cycle.
const circular: Record<string, unknown> = { name: 'loop' };
circular.self = circular;

/** Koa with the app's error handling (as createApp wires it) and routes whose answers fail while being written. */
function buildApp(logs: LogLine[]): Koa {
  const app = new Koa();
  app.silent = true;
  const log = (line: LogLine) => logs.push(line);
  handleLateErrors(app, log);
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders());
  app.use(async (ctx) => {
    if (ctx.path === '/api/bigint') ctx.body = { count: 10n };
    else if (ctx.path === '/api/circular') ctx.body = { leads: [circular] };
    else if (ctx.path === '/page/circular') ctx.body = circular;
    // A body stream that fails before its first byte, after the middleware chain has returned.
    else if (ctx.path === '/api/stream')
      ctx.body = new Readable({
        read() {
          this.destroy(new Error('the disk went away'));
        },
      });
    else ctx.body = { ok: true };
  });
  return app;
}

let server: Server;
let baseUrl: string;
const logs: LogLine[] = [];
beforeAll(async () => {
  server = buildApp(logs).listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The lines logged for a request id, once its request line (written after the answer) is there. */
async function linesFor(id: string): Promise<LogLine[]> {
  await expect.poll(() => logs.some((line) => line.msg === 'request' && line.id === id)).toBe(true);
  return logs.filter((line) => line.id === id);
}

test.each(['/api/bigint', '/api/circular', '/page/circular'])(
  'an answer that fails while written (%s) is a JSON 500, logged with its status and an error line',
  async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe(path.startsWith('/api/') ? 'no-store' : null);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).not.toBe('');
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: `Something went wrong on our side. Reference: ${id}`, fields: {} },
    });
    const lines = await linesFor(id);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ path, status: 500 });
    expect(lines.find((line) => line.msg === 'unhandled error')?.error).toMatch(/BigInt|circular/);
  },
);

test('a body stream that breaks before its first byte is logged as a 500 with an error line', async () => {
  // Koa's stream pipeline destroys the connection at once: the client sees it cut, not an answer.
  await expect(fetch(`${baseUrl}/api/stream`)).rejects.toThrow();
  await expect
    .poll(() => logs.some((line) => line.msg === 'unhandled error' && /disk went away/.test(String(line.error))))
    .toBe(true);
  const id = logs.find((line) => line.msg === 'unhandled error' && /disk went away/.test(String(line.error)))?.id;
  expect(id).toEqual(expect.any(String));
  expect((await linesFor(String(id))).find((line) => line.msg === 'request')).toMatchObject({
    path: '/api/stream',
    status: 500,
  });
});

test('a body that serialises is answered as before', async () => {
  const response = await fetch(`${baseUrl}/api/fine`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await response.text()).toBe('{"ok":true}');
  const head = await fetch(`${baseUrl}/api/fine`, { method: 'HEAD' });
  expect(head.headers.get('content-length')).toBe('11');
});

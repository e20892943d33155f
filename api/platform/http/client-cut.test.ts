import { once } from 'node:events';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LogLine } from '../logger';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const BODY = JSON.stringify({ email: 'slow@example.com', name: 'A visitor on a bad line' });

/** A raw connection to the app, with everything it answers gathered. */
async function open(app: TestApp): Promise<{ socket: Socket; answer(): string; closed: Promise<unknown> }> {
  const { hostname, port } = new URL(app.baseUrl);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  // The server may reset a connection it cut: that is the point, not a failure of the test.
  socket.on('error', () => {});
  // Not events.once: it rejects when an 'error' (the server's reset) comes before 'close'.
  const closed = new Promise((resolve) => socket.once('close', resolve));
  return { socket, answer: () => answer, closed };
}

/**
 * GET /api/health on a connection of its own, answering its request id. A pooled keep-alive connection
 * (fetch's) may be one these short server timeouts have just closed: on a busy machine that is a reset.
 */
function freshRequestId(app: TestApp): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${app.baseUrl}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['x-request-id'])));
    }).on('error', reject);
  });
}

const head = (length: number, extra = '') =>
  `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe.each(TEST_DATABASES)('a client that hangs up or trickles its request, on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    // Short server timeouts (main.ts's are 20 s and 30 s), looked
    // at often, so the test waits seconds, not half a minute.
    app = await startTestApp(database, {
      serverTimeouts: { headersTimeout: 1_000, requestTimeout: 1_500, connectionsCheckingInterval: 50 },
    });
  });
  afterAll(() => app.close());

  /**
   * The lines logged from `from` on, once (when `awaitRequest`) a request line has come, and a later
   * request (a barrier: anything the cut request still had to log is written by then) has been logged too.
   */
  async function linesFrom(from: number, awaitRequest = true): Promise<LogLine[]> {
    if (awaitRequest) await expect.poll(() => app.logs.slice(from).some((line) => line.msg === 'request')).toBe(true);
    const id = await freshRequestId(app);
    await expect.poll(() => app.logs.some((line) => line.id === id)).toBe(true);
    return app.logs.slice(from).filter((line) => line.id !== id);
  }

  type Cut = [string, () => { headers: string; body: Buffer }, 'end' | 'destroy'];
  const json = () => ({ headers: head(BODY.length, 'Expect: 100-continue\r\n'), body: Buffer.from(BODY.slice(0, 12)) });
  const gzip = () => {
    const gzipped = gzipSync(BODY);
    return {
      headers: head(gzipped.length, 'Content-Encoding: gzip\r\nExpect: 100-continue\r\n'),
      body: gzipped.subarray(0, 10),
    };
  };
  const cases: Cut[] = [
    ['a JSON body cut short, the client half-closing', json, 'end'],
    ['a JSON body cut short, the client resetting', json, 'destroy'],
    ['a gzip body cut short, the client half-closing', gzip, 'end'],
    ['a gzip body cut short, the client resetting', gzip, 'destroy'],
  ];

  test.each(cases)('%s is one request line with 400, and no error', async (_, request, how) => {
    const from = app.logs.length;
    const { socket, answer, closed } = await open(app);
    const { headers, body } = request();
    socket.write(headers);
    // The app has the request in hand (Node says 100 Continue as it passes it on) before the client goes.
    await expect.poll(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
    socket.write(body);
    if (how === 'end') socket.end();
    else socket.resetAndDestroy();
    await closed;
    const lines = await linesFrom(from);
    expect(lines).toEqual([
      {
        msg: 'request',
        method: 'POST',
        path: '/api/newsletter',
        status: 400,
        ms: expect.any(Number),
        id: expect.any(String),
      },
    ]);
  });

  test('a body trickled past the request timeout is cut with 408: one request line with 408, and no error', async () => {
    const from = app.logs.length;
    const { socket, answer, closed } = await open(app);
    socket.write(head(BODY.length));
    // A byte at a time, never the whole body, until the server cuts the connection.
    let sent = 0;
    const trickle = setInterval(() => sent < BODY.length - 1 && socket.writable && socket.write(BODY[sent++]), 100);
    await closed;
    clearInterval(trickle);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(sent).toBeLessThan(BODY.length - 1);
    const lines = await linesFrom(from);
    expect(lines).toEqual([
      {
        msg: 'request',
        method: 'POST',
        path: '/api/newsletter',
        status: 408,
        ms: expect.any(Number),
        id: expect.any(String),
      },
    ]);
  });

  test('headers trickled past the headers timeout are cut with 408 before the app sees anything', async () => {
    const from = app.logs.length;
    const { socket, answer, closed } = await open(app);
    const headers = head(BODY.length);
    let sent = 0;
    const trickle = setInterval(
      () => sent < headers.length - 1 && socket.writable && socket.write(headers[sent++]),
      100,
    );
    await closed;
    clearInterval(trickle);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(await linesFrom(from, false)).toEqual([]);
  });
});

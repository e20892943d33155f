import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { guardedLookup } from './guarded-lookup';
import { postWebhook } from './post-webhook';
import { RefusedAddressError } from './refused-address-error';

const signed = {
  body: '{"type":"webhook.test","timestamp":"2026-11-24T00:00:00.000Z","data":{}}',
  headers: { 'webhook-id': 'msg_1' },
};
const servers: ReturnType<typeof createServer>[] = [];

async function serve(listener: RequestListener): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    listener(request, response);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits: () => hits };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('postWebhook', () => {
  test('a 2xx is delivered; a receiver that answers a huge body is read only a few KB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'x');
    const receiver = await serve((_, response) => response.writeHead(200).end(big));
    expect(await postWebhook(receiver.url, signed, { nodeEnv: 'test' })).toMatchObject({
      statusCode: 200,
      error: '',
      refused: false,
    });
  });

  test('a redirect is a failure and is not followed', async () => {
    const target = await serve((_, response) => response.writeHead(200).end());
    const redirecting = await serve((_, response) => response.writeHead(307, { Location: target.url }).end());
    const outcome = await postWebhook(redirecting.url, signed, { nodeEnv: 'test' });
    expect(outcome).toMatchObject({
      statusCode: 307,
      refused: false,
      error: 'The receiver answered HTTP 307 (a redirect); redirects are not followed.',
    });
    expect(target.hits()).toBe(0);
  });

  test('a receiver that does not answer in time is a failure with no status', async () => {
    const silent = await serve(() => {});
    const outcome = await postWebhook(silent.url, signed, { nodeEnv: 'test', timeoutMs: 300 });
    expect(outcome).toMatchObject({ statusCode: null, refused: false, error: 'No answer within 0.3 s.' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(250);
  });

  test('sends the signed body as JSON with the product as User-Agent', async () => {
    let seen: { headers: Record<string, unknown>; body: string } | undefined;
    const receiver = await serve(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      seen = { headers: request.headers, body: Buffer.concat(chunks).toString() };
      response.writeHead(204).end();
    });
    expect((await postWebhook(receiver.url, signed, { nodeEnv: 'test' })).statusCode).toBe(204);
    expect(seen).toMatchObject({
      body: signed.body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'user-agent': expect.stringMatching(/^YourHomeInGhana/),
      },
    });
  });

  test('in production a loopback receiver is never reached, by IP literal or by name', async () => {
    const receiver = await serve((_, response) => response.writeHead(200).end());
    const port = new URL(receiver.url).port;
    for (const url of [
      `https://127.0.0.1:${port}/hook`,
      `https://localhost:${port}/hook`,
      `https://[::1]:${port}/hook`,
      `http://127.0.0.1:${port}/hook`,
    ]) {
      const outcome = await postWebhook(url, signed, { nodeEnv: 'production' });
      expect(outcome, url).toMatchObject({ statusCode: null, refused: true });
    }
    expect(receiver.hits()).toBe(0);
  });

  test('credentials in the address are refused in every mode', async () => {
    expect(await postWebhook('http://user:pw@127.0.0.1:9/', signed, { nodeEnv: 'test' })).toMatchObject({
      refused: true,
      statusCode: null,
    });
  });
});

describe('guardedLookup', () => {
  const look = (hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) =>
      guardedLookup(hostname, { all }, (error, result) => resolve({ error, result })),
    );

  test.each([true, false])('refuses a name resolving to loopback (all: %s)', async (all) => {
    const { error } = await look('localhost', all);
    expect(error).toBeInstanceOf(RefusedAddressError);
  });

  test('hands on exactly the addresses it checked', async () => {
    // An IP literal resolves to itself without DNS: a public one passes through unchanged.
    expect(await look('93.184.215.14', true)).toEqual({
      error: null,
      result: [{ address: '93.184.215.14', family: 4 }],
    });
    expect(await look('93.184.215.14', false)).toEqual({ error: null, result: '93.184.215.14' });
  });
});

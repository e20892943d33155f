import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isApiPath } from './platform/errors';
import { buildLead } from './test/factories';
import { hostileRequests, type HostileRequest } from './test/hostile-requests';
import { signIn } from './test/sign-in';
import { startTestApp, type TestApp } from './test/test-app';
import { TEST_DATABASES } from './test/test-databases';

const SEED = 20_261_108;
const COUNT = 1200;
const PARALLEL = 6;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the request exactly as built (raw path, chosen headers) and reads the whole answer. */
function send(
  agent: Agent,
  baseUrl: string,
  request: HostileRequest,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * What is wrong with an answer, if anything: a 5xx, an /api answer
 * that is not JSON in its shape, a respelled path that is not a 404.
 */
function problemWith(request: HostileRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 300)}`;
  // Another spelling of a path is no route at all, whoever asks.
  if (request.kind === 'spelling' && request.path.startsWith('/api/') && answer.status !== 404)
    return `another spelling answered ${answer.status}`;
  if (!isApiPath(request.path.split(/[?#]/)[0]) || request.method === 'HEAD' || [204, 304].includes(answer.status))
    return undefined;
  if (answer.status < 400) {
    if (answer.body === '') return undefined;
    // A download (the exports) is a file, not JSON.
    if (/^attachment;/.test(String(answer.headers['content-disposition'] ?? ''))) return undefined;
    try {
      JSON.parse(answer.body);
      return undefined;
    } catch {
      return `a ${answer.status} that is not JSON: ${answer.body.slice(0, 200)}`;
    }
  }
  if (!String(answer.headers['content-type']).startsWith('application/json'))
    return `a ${answer.status} of type ${answer.headers['content-type']}`;
  try {
    const { error, ...rest } = JSON.parse(answer.body);
    const shaped =
      Object.keys(rest).length === 0 &&
      typeof error?.code === 'string' &&
      typeof error?.message === 'string' &&
      typeof error?.fields === 'object' &&
      error.fields !== null &&
      Object.keys(error).length === 3;
    return shaped ? undefined : `a ${answer.status} not in the error shape: ${answer.body.slice(0, 200)}`;
  } catch {
    return `a ${answer.status} that is not JSON: ${answer.body.slice(0, 200)}`;
  }
}

describe.each(TEST_DATABASES)('hostile-input sweep on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a "proxy": the sweep's failed sign-ins come from other addresses than the sessions it needs.
    app = await startTestApp(database, { config: { trustProxy: true } });
    // Leads of each type for the sweep to find, change and list.
    for (const type of ['buyers', 'sellers', 'renters'])
      expect((await app.postJson(`/api/${type}`, buildLead())).status).toBe(201);
  });
  afterAll(() => app.close());

  test(`${COUNT} malformed requests over every endpoint: no 5xx, /api answers JSON errors, no stack trace logged, healthy after`, async () => {
    const requests = hostileRequests(SEED, COUNT);
    expect(new Set(requests.map((request) => request.kind)).size).toBeGreaterThanOrEqual(10);

    // Sessions the sweep may end (logout, its own user deleted or demoted): signed in again when refused.
    const cookies: Record<'admin' | 'user', Promise<string> | undefined> = { admin: undefined, user: undefined };
    // The sweep's own admin requests may delete the new user, or change its password, between its
    // creation and its sign-in (seen with the suite's files running side by side): then sign in another.
    const signInDuringSweep = async (role: 'admin' | 'user'): Promise<string> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return (await signIn(app, { role })).cookie;
        } catch (error) {
          if (attempt === 5) throw error;
        }
      }
    };
    const cookieFor = (role: 'admin' | 'user') => (cookies[role] ??= signInDuringSweep(role));
    const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index];
        const headers: Record<string, string> = { 'X-Forwarded-For': `203.0.113.${index % 250}`, ...request.headers };
        // Framed by its length: Node sends a GET's or DELETE's body unframed otherwise.
        if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
        if (request.session === 'admin' || request.session === 'user') {
          headers.Cookie ??= await cookieFor(request.session);
        } else if (request.session === 'forged') {
          headers.Cookie ??= `yhg_admin=${randomBytes(16).toString('base64url')}; yhg_admin.sig=${randomBytes(20).toString('base64url')}`;
        }
        const label = `#${index} ${request.kind} ${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 200)} ${String(request.body).slice(0, 120)}`;
        try {
          const answer = await send(agent, app.baseUrl, request, headers);
          const problem = problemWith(request, answer);
          if (problem) problems.push(`${label}: ${problem}`);
          if (answer.status === 401 && (request.session === 'admin' || request.session === 'user'))
            cookies[request.session] = undefined;
        } catch (error) {
          problems.push(`${label}: no answer (${(error as Error).message})`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    agent.destroy();

    expect(problems).toEqual([]);
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(app.logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    expect(app.logs.filter((line) => /\n\s+at |\bat .+:\d+:\d+\)?/.test(JSON.stringify(line)))).toEqual([]);
    // Every request was logged (no answer escaped the app), once each.
    await expect.poll(() => app.logs.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(COUNT);
  }, 300_000);
});

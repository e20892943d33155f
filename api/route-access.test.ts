import { request as httpRequest } from 'node:http';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from './platform/db/entities/AdminUser';
import { declaredRoutes, DeclaredRoutes, type DeclaredRoute } from './platform/http/declared-routes';
import { signIn } from './test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from './test/test-app';
import { TEST_DATABASES } from './test/test-databases';

/** The routes anyone may call. A route declared public that is not here (or the reverse) fails the suite. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/blog/posts',
  'HEAD /api/blog/posts',
  'GET /api/blog/posts/:id',
  'HEAD /api/blog/posts/:id',
  'POST /api/newsletter',
  'GET /newsletter/confirm',
  'HEAD /newsletter/confirm',
  'POST /unsubscribe',
  'POST /api/buyers',
  'POST /api/sellers',
  'POST /api/renters',
  'POST /api/admin/login',
  'POST /api/admin/login/second-factor',
  'GET /api/admin/check',
  'HEAD /api/admin/check',
  'POST /api/admin/logout',
  'POST /api/admin/login/new-password',
  'GET /api/admin/password-reset',
  'HEAD /api/admin/password-reset',
  'POST /api/admin/password-reset',
  'POST /api/admin/password-reset/complete',
];

const nameOf = (route: DeclaredRoute) => `${route.method} ${route.path}`;
const filled = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** Other spellings of an API path, each of which must be no route at all. */
function spellingsOf(path: string): Array<[string, string]> {
  const rest = path.slice('/api/'.length);
  const capitalised = path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  const lastUpper = path.replace(/[^/]+$/, (segment) => segment.toUpperCase());
  const candidates: Array<[string, string]> = [
    ['upper case', path.toUpperCase()],
    ['capitalised', capitalised],
    ['last segment upper case', lastUpper],
    ['double slash', `/api//${rest}`],
    ['dot segment', `/api/./${rest}`],
    ['dot-dot segment', `/api/x/../${rest}`],
    ['semicolon parameter', `${path};x`],
    ['percent-encoded letter', `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`],
    ['trailing slash', `${path}/`],
  ];
  return candidates.filter(([, spelled]) => spelled !== path);
}

interface Sent {
  status: number;
  contentType: string | null;
}

/** One request with its path sent byte for byte: fetch would resolve `/./` and `/../` before sending. */
function send(app: TestApp, method: string, path: string, cookie?: string): Promise<Sent> {
  const body = ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : '{}';
  const headers: Record<string, string> = { Origin: TEST_SITE_URL, ...(cookie ? { Cookie: cookie } : {}) };
  if (body) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${app.baseUrl}/`, { method, path, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? null }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Runs the requests a few at a time: the whole table, in every spelling, is a few thousand of them. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 12) await Promise.all(items.slice(start, start + 12).map(work));
}

describe('route declarations', () => {
  test('a route registered without an access level stops the app from being composed', () => {
    const bare = new Router();
    bare.get('/api/forgotten', (ctx) => {
      ctx.body = {};
    });
    expect(() => declaredRoutes([bare])).toThrow(/GET,?.*\/api\/forgotten declares no access/);
    const guarded = new Router();
    guarded.use((_ctx, next) => next());
    expect(() => declaredRoutes([guarded])).toThrow(/declares no access/);
  });

  test('an access level that is none of the five is refused when the route is declared', () => {
    expect(() => new DeclaredRoutes().get('/api/x', 'everyone' as never, (ctx) => void (ctx.body = {}))).toThrow(
      /declares no access/,
    );
  });
});

describe.each(TEST_DATABASES)('every registered route, in every spelling, on $name', (database) => {
  let app: TestApp;
  let adminCookie: string;
  let userCookie: string;
  let sender: { cookie: string; user: { id: number } };

  beforeAll(async () => {
    app = await startTestApp(database);
    adminCookie = (await signIn(app, { role: 'admin' })).cookie;
    userCookie = (await signIn(app, { role: 'user' })).cookie;
    sender = await signIn(app, { role: 'user', sendsCampaigns: true });
  });
  afterAll(() => app?.close());

  test('the routes come from the routers, each with a declared access, and exactly the listed ones are public', () => {
    expect(app.routes.length).toBeGreaterThan(60);
    expect(
      app.routes
        .filter((route) => route.access === 'public')
        .map(nameOf)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
    for (const route of app.routes)
      expect(['public', 'staff', 'admin', 'campaigns', 'enrolling'], nameOf(route)).toContain(route.access);
  });

  test('with no session, a route as written is 401 unless it is public; another spelling is a JSON 404; nothing is a 5xx', async () => {
    const problems: string[] = [];
    await inBatches(app.routes, async (route) => {
      const path = filled(route.path);
      const written = await send(app, route.method, path);
      if (written.status >= 500 || (route.access !== 'public' && written.status !== 401))
        problems.push(`${route.method} ${path}: ${written.status}`);
      if (!path.startsWith('/api/')) return;
      for (const [kind, spelled] of spellingsOf(path)) {
        const answer = await send(app, route.method, spelled);
        const isJson = route.method === 'HEAD' || answer.contentType?.startsWith('application/json');
        if (answer.status !== 404 || !isJson)
          problems.push(`${route.method} ${spelled} (${kind}): ${answer.status} ${answer.contentType}`);
      }
    });
    expect(problems).toEqual([]);
  });

  test("with a plain user's session, every admin route is 403 as written and 404 in any other spelling", async () => {
    const adminRoutes = app.routes.filter((route) => route.access === 'admin');
    expect(adminRoutes.map(nameOf)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'GET /api/people',
        'GET /api/admin/activity',
      ]),
    );
    const problems: string[] = [];
    await inBatches(adminRoutes, async (route) => {
      const path = filled(route.path);
      const written = await send(app, route.method, path, userCookie);
      if (written.status !== 403) problems.push(`${route.method} ${path}: ${written.status}`);
      for (const [kind, spelled] of spellingsOf(path)) {
        const answer = await send(app, route.method, spelled, userCookie);
        if (answer.status !== 404) problems.push(`${route.method} ${spelled} (${kind}): ${answer.status}`);
      }
    });
    expect(problems).toEqual([]);
  });

  test('every campaigns route is 403 for a user an admin has not allowed, and lets an allowed user and an admin in', async () => {
    const campaignRoutes = app.routes.filter((route) => route.access === 'campaigns');
    expect(campaignRoutes.map(nameOf)).toEqual(
      expect.arrayContaining(['GET /api/campaigns', 'POST /api/campaigns', 'POST /api/campaigns/:id/send']),
    );
    const problems: string[] = [];
    await inBatches(campaignRoutes, async (route) => {
      const path = filled(route.path);
      const refused = await send(app, route.method, path, userCookie);
      if (refused.status !== 403) problems.push(`${route.method} ${path} (not allowed): ${refused.status}`);
      for (const [who, cookie] of [
        ['allowed', sender.cookie],
        ['admin', adminCookie],
      ] as const) {
        // Past the guard: whatever the route answers to an empty body or an unknown id, but no refusal and no 5xx.
        const { status } = await send(app, route.method, path, cookie);
        if (status === 401 || status === 403 || status >= 500)
          problems.push(`${route.method} ${path} (${who}): ${status}`);
      }
      for (const [kind, spelled] of spellingsOf(path)) {
        const answer = await send(app, route.method, spelled, userCookie);
        if (answer.status !== 404) problems.push(`${route.method} ${spelled} (${kind}): ${answer.status}`);
      }
    });
    expect(problems).toEqual([]);
    for (const cookie of [sender.cookie, adminCookie])
      expect((await send(app, 'GET', '/api/campaigns', cookie)).status).toBe(200);
    // Withdrawn, the allowance is gone from the next request on (the guard reads the account with the session).
    await app.dataSource.getRepository(AdminUser).update({ id: sender.user.id }, { sendsCampaigns: false });
    const refused = await app.request('/api/campaigns', { headers: { Cookie: sender.cookie } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: 'forbidden',
      message: 'Only an admin, or a user an admin allows, can send newsletter campaigns.',
    });
  });

  test("with an admin's session, no other spelling of any API route reaches it", async () => {
    const problems: string[] = [];
    await inBatches(
      app.routes.filter((route) => route.path.startsWith('/api/')),
      async (route) => {
        for (const [kind, spelled] of spellingsOf(filled(route.path))) {
          const answer = await send(app, route.method, spelled, adminCookie);
          if (answer.status !== 404) problems.push(`${route.method} ${spelled} (${kind}): ${answer.status}`);
        }
      },
    );
    expect(problems).toEqual([]);
    // The admin's session survived every spelling of logout and of deleting users.
    expect((await send(app, 'GET', '/api/admin/users', adminCookie)).status).toBe(200);
  });

  test('a stranger cannot read or create accounts by typing the path in capitals', async () => {
    const before = await app.dataSource.getRepository(AdminUser).count();
    expect((await app.request('/api/ADMIN/USERS')).status).toBe(404);
    const created = await app.postJson(
      '/api/ADMIN/USERS',
      { username: 'evil', password: 'Evil-pass-12345!', role: 'admin', email: 'evil@example.com' },
      { Origin: TEST_SITE_URL },
    );
    expect(created.status).toBe(404);
    expect(await app.dataSource.getRepository(AdminUser).count()).toBe(before);
    expect((await app.postJson('/api/admin/login', { username: 'evil', password: 'Evil-pass-12345!' })).status).toBe(
      401,
    );
  });
});

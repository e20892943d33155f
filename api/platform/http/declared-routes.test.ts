import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type AccessGuards, DeclaredRoutes } from './declared-routes';

/** A bare Koa app with one route of each access, its guards as given (or none), listening on a free port. */
async function serve(guards: Partial<AccessGuards> | undefined) {
  const reached: string[] = [];
  const routes = new DeclaredRoutes();
  for (const access of ['public', 'staff', 'admin', 'campaigns', 'enrolling'] as const) {
    routes.get(`/api/${access}`, access, (ctx) => {
      reached.push(access);
      ctx.body = { access };
    });
  }
  const app = new Koa();
  app.silent = true;
  if (guards) app.context.accessGuards = guards as AccessGuards;
  app.use(routes.router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    reached,
    get: (path: string) => fetch(base + path),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let close: () => Promise<unknown> = async () => undefined;
afterEach(() => close());

describe('a declared route runs the guard of its access level', () => {
  it('fails closed: with no guards composed, only public routes answer, and nothing else reaches its handler', async () => {
    const app = await serve(undefined);
    close = app.close;
    expect((await app.get('/api/public')).status).toBe(200);
    for (const access of ['staff', 'admin', 'campaigns', 'enrolling'])
      expect((await app.get(`/api/${access}`)).status).toBe(500);
    expect(app.reached).toEqual(['public']);
  });

  it('runs the guard composed for each level, which may refuse', async () => {
    const app = await serve({
      staff: (_ctx, next) => next(),
      admin: (ctx) => {
        ctx.status = 403;
      },
      campaigns: (_ctx, next) => next(),
    });
    close = app.close;
    expect((await app.get('/api/staff')).status).toBe(200);
    expect((await app.get('/api/admin')).status).toBe(403);
    expect((await app.get('/api/campaigns')).status).toBe(200);
    expect((await app.get('/api/enrolling')).status).toBe(500);
    expect(app.reached).toEqual(['staff', 'campaigns']);
  });
});

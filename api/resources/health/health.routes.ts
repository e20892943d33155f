import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { DataSource } from 'typeorm';
import { serviceUnavailable } from '../../platform/errors';

/** GET /api/health: 200 once the database answers, 503 otherwise (for load balancers). */
export function healthRoutes(dataSource: DataSource): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/health', 'public', async (ctx) => {
    try {
      await dataSource.query('SELECT 1');
    } catch {
      throw serviceUnavailable('The database is not answering.');
    }
    ctx.body = { ok: true };
  });
  return routes.router;
}

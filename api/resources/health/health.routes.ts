import Router from '@koa/router';
import type { DataSource } from 'typeorm';
import { serviceUnavailable } from '../../errors';

/** GET /api/health: 200 once the database answers, 503 otherwise (for load balancers). */
export function healthRoutes(dataSource: DataSource): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    try {
      await dataSource.query('SELECT 1');
    } catch {
      throw serviceUnavailable('The database is not answering.');
    }
    ctx.body = { ok: true };
  });
  return router;
}

import Router from '@koa/router';
import type { DataSource } from 'typeorm';

/** GET /api/health: 200 once the database answers, 503 otherwise (for load balancers). */
export function healthRoutes(dataSource: DataSource): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    try {
      await dataSource.query('SELECT 1');
      ctx.body = { ok: true };
    } catch {
      ctx.status = 503;
      ctx.body = { ok: false, error: { code: 'database_unavailable', message: 'The database is not answering.' } };
    }
  });
  return router;
}

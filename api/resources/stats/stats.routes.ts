import Router from '@koa/router';
import { requireSession } from '../../middleware/require-session';

/** GET /api/admin/stats → `{ stats }`: everything the dashboard shows (DashboardStats), for every signed-in user. */
export function adminStatsRoutes(): Router {
  const router = new Router();
  router.get('/api/admin/stats', requireSession, async (ctx) => {
    ctx.body = { stats: await ctx.services.stats.dashboard() };
  });
  return router;
}

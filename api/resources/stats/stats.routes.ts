import Router from '@koa/router';
import type { DashboardStats } from '../../domain/admin-api';
import { requireSession } from '../../middleware/require-session';

/**
 * GET /api/admin/stats → `{ stats }`: everything the dashboard shows (DashboardStats), for every signed-in user.
 * `emailAlertsEnabled` comes from the configuration (SMTP_URL set), read once at start.
 */
export function adminStatsRoutes({ emailAlertsEnabled }: { emailAlertsEnabled: boolean }): Router {
  const router = new Router();
  router.get('/api/admin/stats', requireSession, async (ctx) => {
    const stats: DashboardStats = { ...(await ctx.services.stats.dashboard()), emailAlertsEnabled };
    ctx.body = { stats };
  });
  return router;
}

import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { DashboardStats } from '#contract/stats/stats-api';

/**
 * GET /api/admin/stats → `{ stats }`: everything the dashboard shows (DashboardStats), for every signed-in user;
 * speed to lead per agent for admins only.
 * `emailAlertsEnabled` comes from the configuration (SMTP_URL set), read once at start.
 */
export function adminStatsRoutes({ emailAlertsEnabled }: { emailAlertsEnabled: boolean }): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/stats', 'staff', async (ctx) => {
    const byAgent = ctx.state.user.role === 'admin';
    const stats: DashboardStats = { ...(await ctx.services.stats.dashboard({ byAgent })), emailAlertsEnabled };
    ctx.body = { stats };
  });
  return routes.router;
}

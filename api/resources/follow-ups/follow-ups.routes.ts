import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { forbiddenFor } from '../../platform/errors';
import { FollowUpsQueryDto } from './follow-ups.schema';

/**
 * The follow-up desk's reading calls, for every signed-in user:
 * - GET /api/admin/follow-ups?scope=mine|everyone → `{ followUps }` (FollowUps): the Due today and Overdue
 *   lists of the user's own leads, or of everyone's for an admin (403 for a `user`);
 * - GET /api/staff → `{ staff }`: every staff user's id and username, by name, for the assign control and the
 *   "Assigned to" filter (nothing else of an account: that is the users screen's, for admins).
 */
export function followUpsRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/follow-ups', 'staff', { query: FollowUpsQueryDto }, async (ctx, { query }) => {
    const { scope = 'mine' } = query;
    if (scope === 'everyone' && ctx.state.user.role !== 'admin') throw forbiddenFor('admin');
    ctx.body = { followUps: await ctx.services.followUps.lists(scope, ctx.state.user.id) };
  });
  routes.get('/api/staff', 'staff', async (ctx) => {
    ctx.body = { staff: await ctx.services.followUps.staff() };
  });
  return routes.router;
}

import type Router from '@koa/router';
import type { CallableNowPage } from '#contract/leads/callable-now-api';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { PageCursors } from '../../platform/validation/page-cursor';
import { pageLimitOf } from '../../platform/validation/page-query';
import { toCallableLead } from './callable-now.presenter';
import { CallableNowQueryDto } from './callable-now.schema';

/**
 * For every signed-in user, their own leads only:
 * - GET /api/leads/callable-now?limit&cursor → `{ leads, nextCursor, total, totalCapped }` (CallableNowPage): the
 *   user's open leads with no first contact or a next step due, whose own time is within calling hours now,
 *   oldest first. A cursor is signed for its user: another's is a 400.
 */
export function callableNowRoutes(cursors: PageCursors): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/leads/callable-now', 'staff', { query: CallableNowQueryDto }, async (ctx, { query }) => {
    const signed = { list: 'callable-now', ownerId: ctx.state.user.id };
    const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, signed);
    const page = await ctx.services.callableNow.page(ctx.state.user.id, after, pageLimitOf(query.limit));
    ctx.body = {
      leads: page.rows.map((row) => toCallableLead(row, page.at)),
      nextCursor: page.next ? cursors.encode(page.next, signed) : null,
      total: page.total,
      totalCapped: page.totalCapped,
    } satisfies CallableNowPage;
  });
  return routes.router;
}

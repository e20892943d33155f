import type Router from '@koa/router';
import type { RoutingRules } from '#contract/routing/routing-api';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { RoutingRulesDto } from './routing.schema';

/**
 * The routing rules, admins only:
 * - GET /api/admin/routing → `{ rules }` (RoutingRules), in the order they are tried;
 * - PUT /api/admin/routing `{ rules }` → the rules as stored. The whole list is replaced in one transaction and
 *   recorded in the audit trail; a bad field is a 400 naming its path (`rules[2].agentIds`), and nothing is stored.
 */
export function routingRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.get('/api/admin/routing', 'admin', async (ctx) => {
    ctx.body = { rules: await ctx.services.routing.rules() } satisfies RoutingRules;
  });

  routes.put('/api/admin/routing', 'admin', { body: RoutingRulesDto }, async (ctx, { body }) => {
    ctx.body = { rules: await ctx.services.routing.replace(body.rules, ctx.state.user) } satisfies RoutingRules;
  });

  return routes.router;
}

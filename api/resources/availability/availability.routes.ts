import type Router from '@koa/router';
import type { AvailabilityAnswer } from '#contract/routing/routing-api';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { rowId } from '../../platform/validation/row-id';
import { userNotFound } from '../admin-users';
import { toAdminUser } from '../auth';
import { AvailabilityDto } from './availability.schema';
import { availabilityOf } from './availability.service';

/**
 * When routing may give an agent leads:
 * - GET /api/account/availability → `{ availability }`: the signed-in user's own;
 * - PUT /api/account/availability with an Availability → `{ availability }` as stored;
 * - PUT /api/admin/users/{id}/availability with an Availability → `{ user }`, admins only, audited.
 * A bad period is a 400 naming its path (`workingHours[2].start`), and nothing is stored.
 */
export function availabilityRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.get('/api/account/availability', 'staff', async (ctx) => {
    ctx.body = { availability: await ctx.services.availability.of(ctx.state.user.id) } satisfies AvailabilityAnswer;
  });

  routes.put('/api/account/availability', 'staff', { body: AvailabilityDto }, async (ctx, { body }) => {
    const user = await ctx.services.availability.set(ctx.state.user.id, body);
    ctx.body = { availability: availabilityOf(user) } satisfies AvailabilityAnswer;
  });

  // The body's fields are checked before the id, as the users' other calls answer.
  routes.put('/api/admin/users/:id/availability', 'admin', { body: AvailabilityDto }, async (ctx, { body }) => {
    const id = rowId(ctx.params.id ?? '');
    if (id === undefined) throw userNotFound();
    ctx.body = { user: toAdminUser(await ctx.services.availability.set(id, body, ctx.state.user)) };
  });

  return routes.router;
}

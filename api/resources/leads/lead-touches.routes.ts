import type Router from '@koa/router';
import type { LeadTouchAnswer } from '#contract/lead-notes/lead-notes-api';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { leadIdOf } from './lead-id';
import { toLeadRecord } from './leads.presenter';
import { toTouchEntry } from './lead-touches.presenter';
import { LeadTouchDto } from './LeadTouchDto';

/**
 * Staff logging a touch, every signed-in user (as for a lead's statuses):
 * - POST /api/leads/{id}/touches `{ kind, outcome?, note? }` → 201 `{ touch, lead }` (LeadTouchAnswer): the touch
 *   as the timeline shows it and the lead as it now is. The body is checked before the id (400 before 404).
 */
export function leadTouchesRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.post('/api/leads/:id/touches', 'staff', { body: LeadTouchDto }, async (ctx, { body }) => {
    const { touch, lead } = await ctx.services.leadTouches.log(leadIdOf(ctx), body, ctx.state.user);
    ctx.status = 201;
    ctx.body = {
      touch: toTouchEntry(touch),
      lead: toLeadRecord(lead, await ctx.services.adminLeads.ownersOf([lead])),
    } satisfies LeadTouchAnswer;
  });

  return routes.router;
}

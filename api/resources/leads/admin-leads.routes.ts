import Router from '@koa/router';
import type { Context } from 'koa';
import { LeadListQueryDto } from './LeadListQueryDto';
import { LeadStatusUpdateDto } from './LeadStatusUpdateDto';
import { LEAD_TYPES, type LeadType } from '../../domain/join-options';
import { validationFailed } from '../../errors';
import { requireSession } from '../../middleware/require-session';
import { validateBody } from '../../validation/validate-body';
import { validateQuery } from '../../validation/validate-query';
import { leadNotFound } from './admin-leads.service';
import { rowId } from '../../validation/row-id';

function leadIdOf(ctx: Context): number {
  const id = rowId(ctx.params.id);
  if (id === undefined) throw leadNotFound();
  return id;
}

/** The checked PATCH body; an update must name at least one status. */
function statusUpdateOf(ctx: Context): LeadStatusUpdateDto {
  const update = ctx.state.input as LeadStatusUpdateDto;
  if (update.contactStatus === undefined && update.leadStatus === undefined) {
    throw validationFailed({}, 'Send contactStatus, leadStatus or both.');
  }
  return update;
}

/**
 * The back-office's lead calls (SPEC 7), for every signed-in user whatever their role:
 * - GET /api/buyers, /api/sellers, /api/renters → `{ buyers }` / `{ sellers }` / `{ renters }`, newest first;
 * - GET /api/leads?type&contactStatus&leadStatus&search&from&to → `{ leads }`, newest first. `from` and
 *   `to` are inclusive: a day (yyyy-MM-dd, whole days in Africa/Accra) or an ISO instant with Z or an offset;
 * - PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id} with `{ contactStatus?, leadStatus? }`
 *   → `{ lead }` (the same key on every path; the record carries its `type`). On a typed path a lead of
 *   another type is a 404;
 * - GET /api/leads/{id}/history → `{ history }`, oldest first.
 * POST /api/buyers etc. stay public in leads.routes.ts.
 */
export function adminLeadsRoutes(): Router {
  const router = new Router();

  router.get('/api/leads', requireSession, validateQuery(LeadListQueryDto), async (ctx) => {
    const query = ctx.state.query as LeadListQueryDto;
    ctx.body = { leads: await ctx.services.adminLeads.list(query.toFilters()) };
  });

  router.patch('/api/leads/:id', requireSession, validateBody(LeadStatusUpdateDto), async (ctx) => {
    const lead = await ctx.services.adminLeads.updateStatus(leadIdOf(ctx), statusUpdateOf(ctx), ctx.state.user);
    ctx.body = { lead };
  });

  router.get('/api/leads/:id/history', requireSession, async (ctx) => {
    ctx.body = { history: await ctx.services.adminLeads.history(leadIdOf(ctx)) };
  });

  for (const type of LEAD_TYPES as readonly LeadType[]) {
    router.get(`/api/${type}s`, requireSession, async (ctx) => {
      ctx.body = { [`${type}s`]: await ctx.services.adminLeads.list({ type }) };
    });

    router.patch(`/api/${type}s/:id`, requireSession, validateBody(LeadStatusUpdateDto), async (ctx) => {
      const lead = await ctx.services.adminLeads.updateStatus(leadIdOf(ctx), statusUpdateOf(ctx), ctx.state.user, type);
      ctx.body = { lead };
    });
  }
  return router;
}

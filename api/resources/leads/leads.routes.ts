import Router from '@koa/router';
import type { Context } from 'koa';
import { HONEYPOT_FIELD } from '../../domain/join-form';
import { LEAD_TYPES, type LeadType } from '../../domain/join-options';
import { parseTimeBound } from '../../domain/time-bounds';
import { validationFailed } from '../../errors';
import { requireSession } from '../../middleware/require-session';
import { throttlePublicSubmissions } from '../../middleware/throttle-public-submissions';
import { rowId } from '../../validation/row-id';
import { validatedBody, validatedQuery } from '../../validation/validated-input';
import { leadNotFound, type LeadFilters } from './admin-leads.service';
import { toLeadReceipt, toLeadRecord, toStatusChange } from './leads.presenter';
import { BuyerLeadDto, LeadListQueryDto, LeadStatusUpdateDto, RenterLeadDto, SellerLeadDto, type JoinFormDto } from './leads.schema';

const LEAD_DTOS: Record<LeadType, new () => JoinFormDto> = {
  buyer: BuyerLeadDto,
  seller: SellerLeadDto,
  renter: RenterLeadDto,
};

function leadIdOf(ctx: Context): number {
  const id = rowId(ctx.params.id);
  if (id === undefined) throw leadNotFound();
  return id;
}

/**
 * The checked PATCH: first the body's fields (400), then the lead's id (404), then that the update
 * names a status (400), the order in which clients have always been answered.
 */
async function statusPatchOf(ctx: Context): Promise<{ id: number; update: LeadStatusUpdateDto }> {
  const update = await validatedBody(ctx, LeadStatusUpdateDto);
  const id = leadIdOf(ctx);
  if (update.contactStatus === undefined && update.leadStatus === undefined) {
    throw validationFailed({}, 'Send contactStatus, leadStatus or both.');
  }
  return { id, update };
}

/** The checked filters as the service takes them: a day is a whole day in Africa/Accra. */
function filtersOf(query: LeadListQueryDto): LeadFilters {
  const { from, to, ...exact } = query;
  return { ...exact, from: parseTimeBound(from, 'from')?.toJSDate(), to: parseTimeBound(to, 'to')?.toJSDate() };
}

/**
 * The leads' calls (SPEC 7).
 * Public, throttled per client address:
 * - POST /api/buyers, /api/sellers, /api/renters: the join page's forms → 201 with the lead's receipt.
 * For every signed-in user whatever their role:
 * - GET /api/buyers, /api/sellers, /api/renters → `{ buyers }` / `{ sellers }` / `{ renters }`, newest first;
 * - GET /api/leads?type&contactStatus&leadStatus&search&from&to → `{ leads }`, newest first. `from` and
 *   `to` are inclusive: a day (yyyy-MM-dd, whole days in Africa/Accra) or an ISO instant with Z or an offset;
 * - PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id} with `{ contactStatus?, leadStatus? }`
 *   → `{ lead }` (the same key on every path; the record carries its `type`). On a typed path a lead of
 *   another type is a 404;
 * - GET /api/leads/{id}/history → `{ history }`, oldest first.
 */
export function leadsRoutes(publicSubmissionsPerMinute: number): Router {
  const router = new Router();

  router.get('/api/leads', requireSession, async (ctx) => {
    const query = await validatedQuery(ctx, LeadListQueryDto);
    ctx.body = { leads: (await ctx.services.adminLeads.list(filtersOf(query))).map(toLeadRecord) };
  });

  router.patch('/api/leads/:id', requireSession, async (ctx) => {
    const { id, update } = await statusPatchOf(ctx);
    const lead = await ctx.services.adminLeads.updateStatus(id, update, ctx.state.user);
    ctx.body = { lead: toLeadRecord(lead) };
  });

  router.get('/api/leads/:id/history', requireSession, async (ctx) => {
    const history = await ctx.services.adminLeads.history(leadIdOf(ctx));
    ctx.body = { history: history.map(({ change, currentUsername }) => toStatusChange(change, currentUsername)) };
  });

  for (const [type, Dto] of Object.entries(LEAD_DTOS) as [LeadType, new () => JoinFormDto][]) {
    router.post(`/api/${type}s`, throttlePublicSubmissions(publicSubmissionsPerMinute), async (ctx) => {
      const form = await validatedBody(ctx, Dto);
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
      const lead = form[HONEYPOT_FIELD] ? ctx.services.leads.decoy(type, form) : await ctx.services.leads.create(type, form);
      ctx.status = 201;
      ctx.body = toLeadReceipt(lead);
    });

    router.get(`/api/${type}s`, requireSession, async (ctx) => {
      ctx.body = { [`${type}s`]: (await ctx.services.adminLeads.list({ type })).map(toLeadRecord) };
    });

    router.patch(`/api/${type}s/:id`, requireSession, async (ctx) => {
      const { id, update } = await statusPatchOf(ctx);
      const lead = await ctx.services.adminLeads.updateStatus(id, update, ctx.state.user, type);
      ctx.body = { lead: toLeadRecord(lead) };
    });
  }
  return router;
}

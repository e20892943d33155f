import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { validationFailed } from '../../platform/errors';
import { leadIdOf } from './lead-id';
import { toLeadRecord } from './leads.presenter';
import { LeadContactUpdateDto } from './LeadContactUpdateDto';
import { LeadMergeDto } from './LeadMergeDto';

/**
 * Staff correcting and merging leads, every signed-in user (as for a lead's statuses):
 * - PATCH /api/leads/{id}/contact `{ name?, email?, phone?, countryCode? }` → `{ lead }` (LeadContactUpdate);
 * - POST /api/leads/{id}/merge `{ leadId }` → `{ leads }`, the older first (LeadMerge).
 */
export function leadRecordsRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.patch('/api/leads/:id/contact', 'staff', { body: LeadContactUpdateDto }, async (ctx, { body }) => {
    const id = leadIdOf(ctx);
    if ((['name', 'email', 'phone', 'countryCode'] as const).every((field) => body[field] === undefined)) {
      throw validationFailed({}, 'Send name, email, phone or countryCode.');
    }
    const lead = await ctx.services.leadRecords.correctContact(id, body, ctx.state.user);
    ctx.body = { lead: toLeadRecord(lead, await ctx.services.adminLeads.ownersOf([lead])) };
  });

  routes.post('/api/leads/:id/merge', 'staff', { body: LeadMergeDto }, async (ctx, { body }) => {
    const leads = await ctx.services.leadRecords.merge(leadIdOf(ctx), body.leadId, ctx.state.user);
    const owners = await ctx.services.adminLeads.ownersOf(leads);
    ctx.body = { leads: leads.map((lead) => toLeadRecord(lead, owners)) };
  });

  return routes.router;
}

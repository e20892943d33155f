import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import type { CampaignPage } from '#contract/campaigns/campaigns-api';
import { validationFailed } from '../../platform/errors';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { PageCursors } from '../../platform/validation/page-cursor';
import { pageLimitOf } from '../../platform/validation/page-query';
import { rowId } from '../../platform/validation/row-id';
import { CampaignInputDto, CampaignListQueryDto, SendCampaignDto } from './campaigns.schema';
import { campaignNotFound } from './campaigns.service';

/** The campaign an `:id` names; a 404 for anything that is no row id. */
function campaignId(raw: string | undefined): number {
  const id = rowId(raw ?? '');
  if (id === undefined) throw campaignNotFound();
  return id;
}

/**
 * Newsletter campaigns, for admins and the users an admin allows (`campaigns` access); the calls and their answers
 * are described in #contract/campaigns/campaigns-api.
 */
export function campaignsRoutes(cursors: PageCursors): Router {
  const routes = new DeclaredRoutes();

  routes.get('/api/campaigns', 'campaigns', { query: CampaignListQueryDto }, async (ctx, { query }) => {
    const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, {});
    const page = await ctx.services.campaigns.page(after, pageLimitOf(query.limit));
    ctx.body = {
      campaigns: page.campaigns,
      nextCursor: page.next ? cursors.encode(page.next, {}) : null,
      total: page.total,
      totalCapped: false,
    } satisfies CampaignPage;
  });

  routes.post('/api/campaigns', 'campaigns', { body: CampaignInputDto }, async (ctx, { body }) => {
    ctx.status = 201;
    ctx.body = { campaign: await ctx.services.campaigns.create(body, ctx.state.user) };
  });

  // Before /api/campaigns/:id, which would take "preview" for an id (and answer 404).
  routes.post('/api/campaigns/preview', 'campaigns', { body: CampaignInputDto }, async (ctx, { body }) => {
    ctx.body = await ctx.services.campaigns.preview(body);
  });

  routes.get('/api/campaigns/:id', 'campaigns', async (ctx) => {
    ctx.body = { campaign: await ctx.services.campaigns.get(campaignId(ctx.params.id)) };
  });

  routes.put('/api/campaigns/:id', 'campaigns', { body: CampaignInputDto }, async (ctx, { body }) => {
    ctx.body = { campaign: await ctx.services.campaigns.update(campaignId(ctx.params.id), body, ctx.state.user) };
  });

  routes.delete('/api/campaigns/:id', 'campaigns', async (ctx) => {
    await ctx.services.campaigns.remove(campaignId(ctx.params.id), ctx.state.user);
    ctx.body = { deleted: true };
  });

  routes.post('/api/campaigns/:id/test', 'campaigns', async (ctx) => {
    ctx.status = 202;
    ctx.body = { sentTo: await ctx.services.campaigns.sendTest(campaignId(ctx.params.id), ctx.state.user) };
  });

  routes.post('/api/campaigns/:id/send', 'campaigns', { body: SendCampaignDto }, async (ctx, { body }) => {
    // A time without a zone is Accra's, as staff read every time.
    const when = body.at === undefined ? undefined : DateTime.fromISO(body.at, { zone: STAFF_ZONE });
    if (when && !when.isValid) throw validationFailed({ at: 'Please give a date and time that exists.' });
    const at = when?.toJSDate();
    ctx.body = { campaign: await ctx.services.campaigns.send(campaignId(ctx.params.id), at, ctx.state.user) };
  });

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    routes.post(`/api/campaigns/:id/${action}`, 'campaigns', async (ctx) => {
      ctx.body = { campaign: await ctx.services.campaigns[action](campaignId(ctx.params.id), ctx.state.user) };
    });
  }

  return routes.router;
}

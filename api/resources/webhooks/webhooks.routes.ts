import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { rowId } from '../../platform/validation/row-id';
import { toWebhookDelivery, toWebhookEndpoint } from './webhooks.presenter';
import { WebhookEndpointDto } from './webhooks.schema';
import { endpointNotFound } from './webhooks.service';

/** The endpoint id from the path; one no row can have is no such endpoint. */
function endpointId(ctx: Context): number {
  const id = rowId(ctx.params.id ?? '');
  if (id === undefined) throw endpointNotFound();
  return id;
}

const input = (dto: WebhookEndpointDto) => ({ url: dto.url, events: dto.events, enabled: dto.enabled });

/**
 * /api/admin/webhooks: endpoints, secrets (shown at creation and rotation only), test events and the log. Admins only.
 */
export function adminWebhooksRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/webhooks', 'admin', async (ctx) => {
    ctx.body = { endpoints: (await ctx.services.webhooks.list()).map(toWebhookEndpoint) };
  });

  routes.post('/api/admin/webhooks', 'admin', { body: WebhookEndpointDto }, async (ctx, { body }) => {
    const { endpoint, secret } = await ctx.services.webhooks.create(input(body), ctx.state.user);
    ctx.status = 201;
    ctx.body = { endpoint: toWebhookEndpoint(endpoint), secret };
  });

  routes.put('/api/admin/webhooks/:id', 'admin', { body: WebhookEndpointDto }, async (ctx, { body }) => {
    const endpoint = await ctx.services.webhooks.update(endpointId(ctx), input(body), ctx.state.user);
    ctx.body = { endpoint: toWebhookEndpoint(endpoint) };
  });

  routes.delete('/api/admin/webhooks/:id', 'admin', async (ctx) => {
    await ctx.services.webhooks.remove(endpointId(ctx), ctx.state.user);
    ctx.body = { deleted: true };
  });

  routes.post('/api/admin/webhooks/:id/rotate-secret', 'admin', async (ctx) => {
    const { endpoint, secret } = await ctx.services.webhooks.rotateSecret(endpointId(ctx), ctx.state.user);
    ctx.body = { endpoint: toWebhookEndpoint(endpoint), secret };
  });

  // 200 even when the receiver failed: the log row says how.
  routes.post('/api/admin/webhooks/:id/test', 'admin', async (ctx) => {
    ctx.body = { delivery: toWebhookDelivery(await ctx.services.webhooks.sendTest(endpointId(ctx))) };
  });

  routes.get('/api/admin/webhooks/:id/deliveries', 'admin', async (ctx) => {
    ctx.body = { deliveries: (await ctx.services.webhooks.deliveries(endpointId(ctx))).map(toWebhookDelivery) };
  });

  return routes.router;
}

import Router from '@koa/router';
import type { Context } from 'koa';
import { requireRole, requireSession } from '../../middleware/require-session';
import { rowId } from '../../validation/row-id';
import { validatedBody } from '../../validation/validated-input';
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

/** /api/admin/webhooks: endpoints, secrets (shown at creation and rotation only), test events and the log. Admins only. */
export function adminWebhooksRoutes(): Router {
  const router = new Router({ prefix: '/api/admin/webhooks' });
  router.use(requireSession, requireRole('admin'));

  router.get('/', async (ctx) => {
    ctx.body = { endpoints: (await ctx.services.webhooks.list()).map(toWebhookEndpoint) };
  });

  router.post('/', async (ctx) => {
    const dto = await validatedBody(ctx, WebhookEndpointDto);
    const { endpoint, secret } = await ctx.services.webhooks.create(input(dto), ctx.state.user);
    ctx.status = 201;
    ctx.body = { endpoint: toWebhookEndpoint(endpoint), secret };
  });

  router.put('/:id', async (ctx) => {
    const dto = await validatedBody(ctx, WebhookEndpointDto);
    ctx.body = { endpoint: toWebhookEndpoint(await ctx.services.webhooks.update(endpointId(ctx), input(dto), ctx.state.user)) };
  });

  router.delete('/:id', async (ctx) => {
    await ctx.services.webhooks.remove(endpointId(ctx), ctx.state.user);
    ctx.body = { deleted: true };
  });

  router.post('/:id/rotate-secret', async (ctx) => {
    const { endpoint, secret } = await ctx.services.webhooks.rotateSecret(endpointId(ctx), ctx.state.user);
    ctx.body = { endpoint: toWebhookEndpoint(endpoint), secret };
  });

  // 200 even when the receiver failed: the log row says how.
  router.post('/:id/test', async (ctx) => {
    ctx.body = { delivery: toWebhookDelivery(await ctx.services.webhooks.sendTest(endpointId(ctx))) };
  });

  router.get('/:id/deliveries', async (ctx) => {
    ctx.body = { deliveries: (await ctx.services.webhooks.deliveries(endpointId(ctx))).map(toWebhookDelivery) };
  });

  return router;
}

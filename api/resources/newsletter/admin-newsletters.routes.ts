import Router from '@koa/router';
import { HttpError } from '../../errors';
import { requireSession } from '../../middleware/require-session';
import { rowId } from '../../validation/row-id';

/**
 * The back-office's subscriber calls (SPEC 7), for every signed-in user:
 * - GET /api/newsletters → `{ newsletters }`, newest first;
 * - DELETE /api/newsletters/{id} → `{ deleted: true, newsletter }` (the removed record); 404 once it is gone.
 */
export function adminNewslettersRoutes(): Router {
  const router = new Router();

  router.get('/api/newsletters', requireSession, async (ctx) => {
    ctx.body = { newsletters: await ctx.services.newsletter.list() };
  });

  router.delete('/api/newsletters/:id', requireSession, async (ctx) => {
    const id = rowId(ctx.params.id);
    if (id === undefined) throw new HttpError(404, 'not_found', 'There is no such subscriber.');
    ctx.body = { deleted: true, newsletter: await ctx.services.newsletter.remove(id) };
  });
  return router;
}

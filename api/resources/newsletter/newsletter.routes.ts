import Router from '@koa/router';
import { HONEYPOT_FIELD } from '../../domain/join-form';
import { requireSession } from '../../middleware/require-session';
import { throttlePublicSubmissions } from '../../middleware/throttle-public-submissions';
import { rowId } from '../../validation/row-id';
import { validatedBody } from '../../validation/validated-input';
import { toNewsletterRecord } from './newsletter.presenter';
import { NewsletterSignupDto } from './newsletter.schema';
import { subscriberNotFound } from './newsletter.service';

/**
 * The newsletter's calls (SPEC 7).
 * - POST /api/newsletter, public and throttled: a new address, a known one and a bot all get the same answer;
 * - GET /api/newsletters → `{ newsletters }`, newest first, for every signed-in user;
 * - DELETE /api/newsletters/{id} → `{ deleted: true, newsletter }` (the removed record); 404 once it is gone.
 */
export function newsletterRoutes(publicSubmissionsPerMinute: number): Router {
  const router = new Router();

  router.post('/api/newsletter', throttlePublicSubmissions(publicSubmissionsPerMinute), async (ctx) => {
    const { email, [HONEYPOT_FIELD]: honeypot } = await validatedBody(ctx, NewsletterSignupDto);
    if (!honeypot) await ctx.services.newsletter.subscribe(email);
    ctx.status = 201;
    ctx.body = { subscribed: true, message: 'Thank you for subscribing to our newsletter!' };
  });

  router.get('/api/newsletters', requireSession, async (ctx) => {
    ctx.body = { newsletters: (await ctx.services.newsletter.list()).map(toNewsletterRecord) };
  });

  router.delete('/api/newsletters/:id', requireSession, async (ctx) => {
    const id = rowId(ctx.params.id);
    if (id === undefined) throw subscriberNotFound();
    ctx.body = { deleted: true, newsletter: toNewsletterRecord(await ctx.services.newsletter.remove(id)) };
  });
  return router;
}

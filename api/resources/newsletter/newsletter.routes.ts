import Router from '@koa/router';
import { NewsletterSignupDto } from './newsletter.schema';
import { HONEYPOT_FIELD } from '../../domain/join-form';
import { throttlePublicSubmissions } from '../../middleware/throttle-public-submissions';
import { validateBody } from '../../validation/validate-body';

/** POST /api/newsletter (SPEC 7). A new address, a known one and a bot all get the same answer. */
export function newsletterRoutes(publicSubmissionsPerMinute: number): Router {
  const router = new Router();
  router.post('/api/newsletter', throttlePublicSubmissions(publicSubmissionsPerMinute), validateBody(NewsletterSignupDto), async (ctx) => {
    const { email, [HONEYPOT_FIELD]: honeypot } = ctx.state.input as NewsletterSignupDto;
    if (!honeypot) await ctx.services.newsletter.subscribe(email);
    ctx.status = 201;
    ctx.body = { subscribed: true, message: 'Thank you for subscribing to our newsletter!' };
  });
  return router;
}

import Router from '@koa/router';
import { HONEYPOT_FIELD } from '../../domain/join-form';
import { requireSession } from '../../middleware/require-session';
import { throttlePublicSubmissions } from '../../middleware/throttle-public-submissions';
import { rowId } from '../../validation/row-id';
import { validatedBody, validatedQuery } from '../../validation/validated-input';
import type { PageCursors } from '../../validation/page-cursor';
import { pageLimitOf } from '../../validation/page-query';
import { sendCsv } from '../../exports/csv-download';
import { keysetPages } from '../../exports/keyset-pages';
import { toNewsletterRecord } from './newsletter.presenter';
import { NewsletterListQueryDto, NewsletterSignupDto } from './newsletter.schema';
import { subscriberNotFound } from './newsletter.service';
import { subscriberExport } from './subscriber-export';

/**
 * The newsletter's calls (SPEC 7).
 * - POST /api/newsletter, public and throttled: a new address, a known one and a bot all get the same answer;
 * For every signed-in user:
 * - GET /api/newsletters?search&limit&cursor → `{ newsletters, nextCursor, total, totalCapped }`, newest first;
 * - GET /api/newsletters/counts → `{ counts: { total, thisMonth, thisWeek } }` (SPEC 9);
 * - GET /api/newsletters/export.csv?search → the CSV download (SPEC 7), streamed page by page;
 * - DELETE /api/newsletters/{id} → `{ deleted: true, newsletter }` (the removed record); 404 once it is gone.
 */
export function newsletterRoutes(publicSubmissionsPerMinute: number, cursors: PageCursors): Router {
  const router = new Router();

  router.post('/api/newsletter', throttlePublicSubmissions(publicSubmissionsPerMinute), async (ctx) => {
    const { email, [HONEYPOT_FIELD]: honeypot } = await validatedBody(ctx, NewsletterSignupDto);
    if (!honeypot) await ctx.services.newsletter.subscribe(email);
    ctx.status = 201;
    ctx.body = { subscribed: true, message: 'Thank you for subscribing to our newsletter!' };
  });

  router.get('/api/newsletters', requireSession, async (ctx) => {
    const query = await validatedQuery(ctx, NewsletterListQueryDto);
    const filters = { search: query.search };
    const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, filters);
    const page = await ctx.services.newsletter.page(query.search, after, pageLimitOf(query.limit));
    ctx.body = {
      newsletters: page.subscribers.map(toNewsletterRecord),
      nextCursor: page.next ? cursors.encode(page.next, filters) : null,
      total: page.total,
      totalCapped: page.totalCapped,
    };
  });

  router.get('/api/newsletters/export.csv', requireSession, async (ctx) => {
    const { search } = await validatedQuery(ctx, NewsletterListQueryDto);
    const pages = keysetPages(async (after, limit) => {
      const { subscribers, next } = await ctx.services.newsletter.page(search, after, limit, { withTotal: false });
      return { rows: subscribers, next };
    });
    await sendCsv(ctx, subscriberExport(), pages);
  });

  router.get('/api/newsletters/counts', requireSession, async (ctx) => {
    ctx.body = { counts: await ctx.services.newsletter.counts() };
  });

  router.delete('/api/newsletters/:id', requireSession, async (ctx) => {
    const id = rowId(ctx.params.id);
    if (id === undefined) throw subscriberNotFound();
    ctx.body = { deleted: true, newsletter: toNewsletterRecord(await ctx.services.newsletter.remove(id)) };
  });
  return router;
}

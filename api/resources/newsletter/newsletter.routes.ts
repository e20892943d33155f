import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { HONEYPOT_FIELD } from '#contract/leads/join-form';
import { throttlePublicSubmissions } from '../../platform/http/throttle-public-submissions';
import { rowId } from '../../platform/validation/row-id';
import type { PageCursors } from '../../platform/validation/page-cursor';
import { pageLimitOf } from '../../platform/validation/page-query';
import { EXPORT_FORMATS } from '../../platform/exports/export-formats';
import { keysetPages } from '../../platform/exports/keyset-pages';
import { auditExport } from '../../platform/exports/export-audit';
import { SEARCH_NOT_KEPT } from '../../platform/db/record-audit';
import { toNewsletterRecord } from './newsletter.presenter';
import { NewsletterListQueryDto, NewsletterLinkQueryDto, NewsletterSignupDto } from './newsletter.schema';
import { subscriberNotFound } from './newsletter.service';
import { subscriberExport } from './subscriber-export';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import { NEWSLETTER_PAGES } from '#contract/newsletter/newsletter-pages';
import { sendSitePage } from '../../platform/site/send-site-page';
import type { SiteFiles } from '../../platform/site/site-files';

/**
 * The newsletter's calls.
 * - POST /api/newsletter, public and throttled: a new address, a known one and a bot all get the same answer
 *   (`confirmByEmail`: whether signups wait for the confirmation email's click, the same for every address);
 * - GET /newsletter/confirm?token= (the confirmation email's link): confirms and redirects to 'You're subscribed';
 * - POST /unsubscribe?token= (the /unsubscribe page's button, or a mail client's one click, RFC 8058): unsubscribes;
 *   both idempotent, and a bad or expired token gets a page saying so (400);
 * For every signed-in user:
 * - GET /api/newsletters?search&state&limit&cursor → `{ newsletters, nextCursor, total, totalCapped }`, newest first;
 * - GET /api/newsletters/counts → `{ counts: { total, thisMonth, thisWeek } }`, Active subscribers only;
 * - GET /api/newsletters/export.csv?search&state → the CSV download of what the list shows (every state when none
 *   is chosen, with a State column), streamed page by page;
 *   export.xlsx beside it, the same as a workbook;
 * - DELETE /api/newsletters/{id} → `{ deleted: true, newsletter }` (the removed record); 404 once it is gone.
 */
export function newsletterRoutes(
  publicSubmissionsPerMinute: number,
  cursors: PageCursors,
  siteFiles: SiteFiles,
): Router {
  const routes = new DeclaredRoutes();

  const throttled = throttlePublicSubmissions(publicSubmissionsPerMinute);
  routes.post('/api/newsletter', 'public', throttled, { body: NewsletterSignupDto }, async (ctx, { body }) => {
    const { email, [HONEYPOT_FIELD]: honeypot } = body;
    if (!honeypot)
      await ctx.services.newsletter.subscribe(email, {
        givenAt: new Date(),
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
    ctx.status = 201;
    ctx.body = {
      subscribed: true,
      message: 'Thank you for subscribing to our newsletter!',
      confirmByEmail: ctx.services.newsletter.doubleOptIn,
    };
  });

  routes.get('/newsletter/confirm', 'public', { query: NewsletterLinkQueryDto }, async (ctx, { query }) => {
    if (await ctx.services.newsletter.confirm(query.token)) ctx.redirect(NEWSLETTER_PAGES.subscribed.path);
    else sendSitePage(ctx, siteFiles, NEWSLETTER_PAGES.linkNotValid, 400);
  });

  // No Origin check (same-origin.ts guards /api only): the signed token is the whole authority, and a
  // mail client's one click comes from no page of ours. No redirect either: RFC 8058 forbids one.
  routes.post('/unsubscribe', 'public', { query: NewsletterLinkQueryDto }, async (ctx, { query }) => {
    const address = await ctx.services.newsletter.unsubscribe(query.token);
    if (address === undefined) sendSitePage(ctx, siteFiles, NEWSLETTER_PAGES.linkNotValid, 400);
    else sendSitePage(ctx, siteFiles, NEWSLETTER_PAGES.unsubscribed, 200, { address });
  });

  routes.get('/api/newsletters', 'staff', { query: NewsletterListQueryDto }, async (ctx, { query }) => {
    const filters = { search: query.search, state: query.state };
    const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, filters);
    const page = await ctx.services.newsletter.page(filters, after, pageLimitOf(query.limit));
    ctx.body = {
      newsletters: page.subscribers.map(toNewsletterRecord),
      nextCursor: page.next ? cursors.encode(page.next, filters) : null,
      total: page.total,
      totalCapped: page.totalCapped,
    };
  });

  // The same rows and audit entry as a CSV file or as an XLSX workbook.
  for (const [extension, send] of EXPORT_FORMATS) {
    routes.get(
      `/api/newsletters/export.${extension}`,
      'staff',
      { query: NewsletterListQueryDto },
      async (ctx, { query }) => {
        // The rows the list shows for the same search and state filter, every state when none is chosen.
        const { search, state } = query;
        const pages = keysetPages(async (after, limit) => {
          const { subscribers, next } = await ctx.services.newsletter.page({ search, state }, after, limit, {
            withTotal: false,
          });
          return { rows: subscribers, next };
        });
        // An address searched for is personal data: only that there was a search is kept.
        await send(
          ctx,
          subscriberExport(),
          pages,
          auditExport(ctx, 'export.subscribers', { filters: { search: search ? SEARCH_NOT_KEPT : undefined, state } }),
        );
      },
    );
  }

  routes.get('/api/newsletters/counts', 'staff', async (ctx) => {
    ctx.body = { counts: await ctx.services.newsletter.counts() };
  });

  routes.delete('/api/newsletters/:id', 'admin', async (ctx) => {
    const id = rowId(ctx.params.id);
    if (id === undefined) throw subscriberNotFound();
    ctx.body = {
      deleted: true,
      newsletter: toNewsletterRecord(await ctx.services.newsletter.remove(id, ctx.state.user)),
    };
  });
  return routes.router;
}

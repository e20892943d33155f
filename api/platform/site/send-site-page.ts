import type { Context } from 'koa';
import { fillPageText } from './fill-page-text';
import type { SiteFiles } from './site-files';

/**
 * Answers a request Koa handles on a site path (the newsletter's links) with one of the built pages,
 * under `status`, with the page's own CSP and never cached (the answer depends on the request). Without
 * a built site (API-only tests and runs) the page's heading alone, as text. `fill` names what the request
 * knows in the page's marked elements (fillPageText).
 */
export function sendSitePage(
  ctx: Context,
  files: SiteFiles,
  page: { path: string; heading: string },
  status: number,
  fill?: Record<string, string>,
): void {
  const file = files.get(`${page.path}/index.html`);
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  if (!file) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = page.heading;
    return;
  }
  if (file.contentSecurityPolicy) ctx.set('Content-Security-Policy', file.contentSecurityPolicy);
  ctx.type = file.contentType;
  ctx.body = fill ? fillPageText(file.body.toString('utf8'), fill) : file.body;
}

import type { Context, Middleware } from 'koa';
import { isApiPath } from '../errors';
import type { SiteFile, SiteFiles } from '../site-files';
import { allowOpeners } from './security-headers';

const NOT_FOUND_PAGE = '/404.html';
/** SPEC 2: an unknown /blog/{id} reads 'Article Not Found' (built from site/pages/blog/404.astro). */
const ARTICLE_NOT_FOUND_PAGE = '/blog/404/index.html';

/** The file for a URL path: exact files, then `/x` as `/x/index.html` (Astro's directory format). */
function resolve(files: SiteFiles, urlPath: string): SiteFile | undefined {
  if (urlPath.endsWith('/')) return files.get(`${urlPath}index.html`);
  return files.get(urlPath) ?? files.get(`${urlPath}/index.html`);
}

function send(ctx: Context, file: SiteFile, status: number): void {
  ctx.status = status;
  ctx.set('Cache-Control', file.cacheControl);
  ctx.set('ETag', file.etag);
  if (file.contentSecurityPolicy) ctx.set('Content-Security-Policy', file.contentSecurityPolicy);
  if (file.publicPage) allowOpeners(ctx);
  if (file.brotli || file.gzip) ctx.vary('Accept-Encoding');
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = file.contentType;
  // Brotli first whenever accepted: it is smaller, and clients list encodings in no useful order.
  const acceptsAny = ctx.get('Accept-Encoding') !== '';
  if (acceptsAny && file.brotli && ctx.acceptsEncodings('br')) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = file.brotli;
  } else if (acceptsAny && file.gzip && ctx.acceptsEncodings('gzip')) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = file.gzip;
  } else {
    ctx.body = file.body;
  }
}

/**
 * Serves the pre-rendered site from memory outside /api. A path with a trailing slash redirects to
 * the canonical one; an unknown path gets the built 404 page with status 404 (under /blog/, the
 * article-not-found page); the site takes nothing but GET and HEAD.
 */
export function serveSite(files: SiteFiles): Middleware {
  const notFoundPage = files.get(NOT_FOUND_PAGE);
  const articleNotFoundPage = files.get(ARTICLE_NOT_FOUND_PAGE) ?? notFoundPage;
  // The not-found pages answer 404 wherever they show, their own addresses included.
  const notFoundPages = new Set([notFoundPage, articleNotFoundPage]);
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    if (ctx.path.length > 1 && ctx.path.endsWith('/') && resolve(files, ctx.path)) {
      ctx.status = 301;
      ctx.redirect(ctx.path.replace(/\/+$/, '') + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    const file = resolve(files, ctx.path);
    if (file && !notFoundPages.has(file)) return send(ctx, file, 200);
    const missing = ctx.path.startsWith('/blog/') ? articleNotFoundPage : notFoundPage;
    if (missing) return send(ctx, missing, 404);
    return next();
  };
}

import type { Context, Middleware } from 'koa';
import { HttpError, isApiPath } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Where the request says it came from: Origin, else Referer; null when neither is sent. */
function claimedOrigin(ctx: Context): string | null | undefined {
  const origin = ctx.get('Origin');
  // A privacy-sensitive context (sandboxed frame, some redirects) sends "Origin: null": not our site.
  if (origin) return origin === 'null' ? undefined : (originOf(origin) ?? undefined);
  const referer = ctx.get('Referer');
  if (referer) return originOf(referer) ?? undefined;
  return null;
}

/**
 * Refuses a state-changing /api request that a page on another site made (cross-site request
 * forgery), on top of the SameSite=Lax cookie. Same site means SITE_URL's origin (unless
 * `trustSiteUrl` is false: SITE_URL unset, its default names no real site) or, unless
 * `onlySiteUrl` (production with SITE_URL set), this request's own origin (protocol and host as
 * the client used them: behind a proxy, with TRUST_PROXY), which a client can claim by sending
 * any Host it likes. A request with neither Origin nor Referer is not from a browser page (curl,
 * a server) and passes.
 */
export function sameOrigin(
  siteUrl: string,
  { onlySiteUrl = false, trustSiteUrl = true }: { onlySiteUrl?: boolean; trustSiteUrl?: boolean } = {},
): Middleware {
  const siteOrigin = trustSiteUrl ? originOf(siteUrl) : null;
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !isApiPath(ctx.path)) return next();
    const claimed = claimedOrigin(ctx);
    // Not ctx.origin: in Koa 3 that is the Origin header itself. URL drops a default port and lowercases.
    const ownOrigin = onlySiteUrl ? siteOrigin : originOf(`${ctx.protocol}://${ctx.host}`);
    if (claimed !== null && claimed !== ownOrigin && claimed !== siteOrigin) {
      throw new HttpError(403, 'cross_site', 'This request came from another site and was refused.');
    }
    await next();
  };
}

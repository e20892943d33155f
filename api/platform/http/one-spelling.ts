import type { Middleware } from 'koa';
import { HttpError, isApiPath } from '../errors';

/**
 * Segments of plain lower-case characters: no percent-encoding, no `;` parameters, none empty (`//`).
 * Every API path is lower case, ids too (numbers, and post ids are lower-case file names).
 */
const PLAIN_SEGMENTS = /^\/api(\/[a-z0-9._~!$&'()*+,=:@-]+)+$/;

/** `/api/...` exactly as the routes are written: lower case, no dot segments, no trailing slash. */
export function isCanonicalApiPath(path: string): boolean {
  return PLAIN_SEGMENTS.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Every API path has one spelling. Another (upper case, `//`, `/./`, `;x`, `%61`, a trailing slash)
 * is a 404 before routing, so no spelling can ever reach a route by a path its access was not
 * declared for. Routers also match case-sensitively and strictly; this says so for every path at once.
 */
export const oneSpelling: Middleware = (ctx, next) => {
  if (isApiPath(ctx.path) && !isCanonicalApiPath(ctx.path))
    throw new HttpError(404, 'not_found', 'There is no such API endpoint.');
  return next();
};

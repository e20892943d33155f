import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError, isApiPath } from '../errors';

const BODY_LIMIT = '32kb';

const unsupported = () =>
  new HttpError(415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON (Content-Type: application/json).');

/**
 * Parses /api JSON bodies of at most 32 KB. A body of another type or charset is refused with 415
 * rather than ignored or mis-decoded (the parser reads everything as UTF-8).
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    // An empty body (Content-Length: 0, as fetch sends for a POST without one) has no type to check.
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && ctx.request.length !== 0) {
      // ctx.is() is null when there is no body at all, false when the body is not JSON.
      if (ctx.is('application/json') === false) throw unsupported();
      const charset = ctx.request.charset.toLowerCase();
      if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') throw unsupported();
    }
    await parse(ctx, next);
  };
}

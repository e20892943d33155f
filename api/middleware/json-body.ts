import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from '../errors';

const BODY_LIMIT = '32kb';

/**
 * Parses JSON bodies of at most 32 KB. A body of any other type is refused with 415 rather than
 * silently ignored, so a client with the wrong Content-Type learns why.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    // ctx.is() is null when there is no body at all, false when the body is not JSON.
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && ctx.is('application/json') === false) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    await parse(ctx, next);
  };
}

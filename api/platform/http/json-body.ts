import { bodyParser } from '@koa/bodyparser';
import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import { HttpError, isApiPath } from '../errors';

const BODY_LIMIT = '32kb';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const unsupported = () =>
  new HttpError(415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON (Content-Type: application/json).');

/** What raw-body says when the request ends before its body has come: a 400, the client's doing. */
const aborted = () =>
  Object.assign(new Error('request aborted'), {
    status: 400,
    expose: true,
    code: 'ECONNABORTED',
    type: 'request.aborted',
  });

/**
 * Reads the body, or fails as soon as the connection closes before all of it came. A compressed
 * body is read from a decompression stream that never hears of that, and would wait for ever,
 * leaving no answer and no log line.
 */
async function readBody(ctx: Context, parse: Middleware): Promise<void> {
  const request: IncomingMessage = ctx.req;
  let onClose = () => {};
  const cut = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!request.complete) reject(aborted());
    };
  });
  request.once('close', onClose);
  const parsing = parse(ctx, async () => {});
  // Whichever loses the race may still fail later, with nobody left to hear it.
  parsing.catch(() => {});
  try {
    await Promise.race([parsing, cut]);
  } finally {
    request.off('close', onClose);
  }
}

/**
 * Parses /api JSON bodies of at most 32 KB. A body of another type or charset is refused with 415
 * rather than ignored or mis-decoded (the parser reads everything as UTF-8).
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    // The parser reads these methods' bodies only.
    if (!isApiPath(ctx.path) || !BODY_METHODS.has(ctx.method)) return next();
    // An empty body (Content-Length: 0, as fetch sends for a POST without one) has no type to check.
    if (ctx.request.length !== 0) {
      // ctx.is() is null when there is no body at all, false when the body is not JSON.
      if (ctx.is('application/json') === false) throw unsupported();
      const charset = ctx.request.charset.toLowerCase();
      if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') throw unsupported();
    }
    await readBody(ctx, parse);
    await next();
  };
}

import { Stream } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { DatabaseBusyError, isSqliteBusy } from '../db/database-busy-error';
import { HttpError, isApiPath, serviceUnavailable } from '../errors';
import type { Logger } from '../logger';

/** What an error thrown by Koa or a library (http-errors, raw-body, zlib) says about itself. */
interface LibraryError {
  status?: number;
  expose?: boolean;
  type?: string;
  code?: string;
  headers?: Record<string, string>;
}

/** The message and code for each status an answer without a body of its own can end with. */
export const STATUS_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request was not understood.' },
  404: { code: 'not_found', message: 'There is no such API endpoint.' },
  405: { code: 'method_not_allowed', message: 'This endpoint does not accept that method.' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  413: { code: 'payload_too_large', message: 'The request body is too large (32 KB at most).' },
  415: {
    code: 'unsupported_media_type',
    message: 'Send the request body as UTF-8 JSON (Content-Type: application/json).',
  },
};

// Errors that mean the database is out of reach for now, not that the request was wrong.
const DATABASE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08001',
  '08006',
]);

/** Another SQLite connection (a backup, a command-line tool) held the lock past the wait. */
const databaseBusy = () =>
  new HttpError(
    503,
    'database_busy',
    'The database is busy right now. Please try again in a few seconds.',
    {},
    { 'Retry-After': '5' },
  );

function fromStatus(status: number, headers: Record<string, string> = {}): HttpError {
  const known = STATUS_ERRORS[status] ?? { code: 'bad_request', message: 'The request was not accepted.' };
  return new HttpError(status, known.code, known.message, {}, headers);
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const thrown = (error ?? {}) as LibraryError;
  // co-body reports malformed JSON, and JSON carrying __proto__, as a SyntaxError with status 400.
  if (error instanceof SyntaxError && thrown.status === 400) {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  // zlib: a body sent with Content-Encoding gzip, deflate or br that does not decompress.
  if (thrown.code?.startsWith('Z_') || thrown.code?.startsWith('ERR__ERROR_FORMAT')) {
    return new HttpError(400, 'invalid_body', 'The request body could not be decompressed.');
  }
  if (error instanceof DatabaseBusyError || isSqliteBusy(error)) return databaseBusy();
  if (thrown.code && DATABASE_UNAVAILABLE.has(thrown.code)) {
    return serviceUnavailable('We cannot save anything right now. Please try again in a minute.');
  }
  const status = thrown.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return fromStatus(status, thrown.headers);
  return undefined;
}

/**
 * The router answers a method it has never heard of (TRACE, PROPFIND, PURGE, …) with 501 and the
 * path's methods in Allow. For the client that is the same mistake as any other method the path
 * lacks: 405 with Allow, or 404 where no route has the path.
 */
function unknownMethodStatus(ctx: Context): number {
  if (ctx.response.get('Allow')) return 405;
  ctx.remove('Allow');
  return 404;
}

/** A body Koa would JSON.stringify while responding, where a throw would escape every middleware. */
function isJsonValue(body: unknown): body is object {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Buffer.isBuffer(body) &&
    !(body instanceof Stream) &&
    !(body instanceof Blob) &&
    !(body instanceof ReadableStream) &&
    !(body instanceof Response)
  );
}

/**
 * Serialises a JSON body here rather than in Koa's respond: a body that cannot be serialised (too
 * big, a cycle, a BigInt) then fails inside the chain, is logged with its real status and answered
 * as JSON.
 */
export function serialiseJsonBody(ctx: Context): void {
  if (!isJsonValue(ctx.body)) return;
  const text = JSON.stringify(ctx.body);
  ctx.body = text;
  ctx.type = 'application/json';
}

/**
 * The connection Node itself cut, answering it first: a request still arriving after requestTimeout
 * (408), or one that ended before its body did (400). The client has its answer; the log gets the same.
 */
export function cutByNode(ctx: Context): HttpError | undefined {
  const code = (ctx.req.socket?.errored as { code?: unknown } | null | undefined)?.code;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return fromStatus(408);
  if (typeof code === 'string' && code.startsWith('HPE_')) return fromStatus(400);
  return undefined;
}

/** Sets an /api-style error answer on ctx (status, headers, JSON text). */
export function answerError(ctx: Context, log: Logger, error: unknown): void {
  const httpError = cutByNode(ctx) ?? toHttpError(error);
  if (httpError) {
    ctx.status = httpError.status;
    ctx.set(httpError.headers);
    ctx.body = JSON.stringify({
      error: { code: httpError.code, message: httpError.message, fields: httpError.fields },
    });
  } else {
    log({
      msg: 'unhandled error',
      id: ctx.state.requestId,
      error: error instanceof Error ? error.stack : String(error),
    });
    ctx.status = 500;
    ctx.body = JSON.stringify({
      error: {
        code: 'internal_error',
        message: `Something went wrong on our side. Reference: ${ctx.state.requestId}`,
        fields: {},
      },
    });
  }
  ctx.type = 'application/json';
}

/**
 * The one place errors become answers: `{ error: { code, message, fields } }` with the right
 * status, for every /api answer. Anything unexpected is a 500 that is logged with the request id
 * and says nothing else.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 501 && isApiPath(ctx.path)) ctx.status = unknownMethodStatus(ctx);
      // An /api answer that ended without a body (no route, a method the route lacks) still gets JSON.
      if (ctx.status >= 400 && !ctx.body && isApiPath(ctx.path)) throw fromStatus(ctx.status);
      serialiseJsonBody(ctx);
    } catch (error) {
      answerError(ctx, log, error);
    }
  };
}

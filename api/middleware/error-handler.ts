import type { Middleware } from 'koa';
import { HttpError } from '../errors';
import type { Logger } from './request-log';

/** What an error thrown by Koa or a library (http-errors, raw-body) says about itself. */
interface ExposedError {
  status?: number;
  expose?: boolean;
  type?: string;
  message?: string;
  headers?: Record<string, string>;
}

const LIBRARY_ERRORS: Record<string, { code: string; message: string }> = {
  'entity.parse.failed': { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'payload_too_large', message: 'The request body is too large (32 KB at most).' },
  'encoding.unsupported': { code: 'unsupported_encoding', message: 'The request body must be UTF-8 JSON.' },
};

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const exposed = error as ExposedError;
  const status = exposed?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  // co-body reports malformed JSON, and JSON carrying __proto__, as a SyntaxError with status 400.
  const known = error instanceof SyntaxError ? LIBRARY_ERRORS['entity.parse.failed'] : LIBRARY_ERRORS[exposed.type ?? ''];
  const code = known?.code ?? STATUS_CODES[status] ?? 'bad_request';
  const message = known?.message ?? (exposed.expose && exposed.message ? exposed.message : 'The request was not accepted.');
  return new HttpError(status, code, message, undefined, exposed.headers ?? {});
}

/**
 * The one place errors become answers: `{ error: { code, message, fields? } }` with the right
 * status. Anything unexpected is a 500 that is logged with the request id and says nothing else.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new HttpError(404, 'not_found', 'There is no such API endpoint.');
      }
    } catch (error) {
      const httpError = toHttpError(error);
      if (httpError) {
        ctx.status = httpError.status;
        ctx.set(httpError.headers);
        ctx.body = { error: { code: httpError.code, message: httpError.message, fields: httpError.fields } };
        return;
      }
      log({ msg: 'unhandled error', id: ctx.state.requestId, error: error instanceof Error ? error.stack : String(error) });
      ctx.status = 500;
      ctx.body = {
        error: { code: 'internal_error', message: `Something went wrong on our side. Reference: ${ctx.state.requestId}` },
      };
    }
  };
}

import type Koa from 'koa';
import type { Context } from 'koa';
import type { Logger } from '../logger';
import { answerError } from './error-handler';
import { setSecurityHeaders } from './security-headers';

/** The client hung up: nothing failed on our side. */
const CLIENT_GONE = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

/**
 * The client hung up, or Node cut it off and answered it itself: a request past requestTimeout
 * (408), or one it could not parse, such as a body that ended early (an HPE_ code, 400). The request
 * log's line says so; nothing failed on our side.
 */
function clientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (CLIENT_GONE.has(code) || code === 'ERR_HTTP_REQUEST_TIMEOUT' || code.startsWith('HPE_'))
  );
}

const dropLog: Logger = () => {};

/**
 * Handles what fails after the middleware chain, while Koa writes the answer (a body stream that
 * breaks, say), where the error handler cannot see it. Koa would log nothing (the app is silent)
 * and answer plain text: instead the error is logged with the request id, and answered in the JSON
 * error shape when no byte has gone out yet. The request log, written once the answer has gone,
 * then shows the status really sent.
 */
export function handleLateErrors(app: Koa, log: Logger): void {
  // Koa reports a broken body stream only when the app has an 'error' listener.
  app.on('error', (error: unknown, ctx?: Context) => {
    if (clientGone(error)) return;
    log({
      msg: 'unhandled error',
      id: ctx?.state.requestId,
      error: error instanceof Error ? error.stack : String(error),
    });
  });
  app.context.onerror = function onerror(this: Context, error: unknown): void {
    // Nothing to answer, and the status the chain settled on (or cutByNode's) is the one to log.
    if (error == null || clientGone(error)) return;
    this.app.emit('error', error, this);
    // Part of the answer is out, or the connection is gone: nothing more can be said to the client.
    if (this.headerSent) return;
    if (!this.writable) {
      // The request log then shows the failure (a body stream that broke before its first byte).
      this.status = 500;
      return;
    }
    const requestId: unknown = this.state.requestId;
    for (const name of this.res.getHeaderNames()) this.res.removeHeader(name);
    if (typeof requestId === 'string') this.set('X-Request-Id', requestId);
    setSecurityHeaders(this);
    answerError(this, dropLog, error);
    this.res.end(this.body as string);
  };
}

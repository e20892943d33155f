import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/**
 * Gives each request an id (echoed as X-Request-Id) and logs one line when it ends: method, path
 * without the query, status, duration and id. Never bodies, queries or addresses: they carry
 * personal data. Outermost, so it sees the status the error handler settled on; written once Koa
 * has sent the answer (setImmediate runs after respond and its error path, both microtasks), so a
 * failure while responding shows with the status really sent.
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      // The answer is ready (the error handler has serialised its body): that is the request's time. Taken
      // here, not when the line is written, so whatever else runs first does not count against it.
      const ms = Math.round((performance.now() - started) * 10) / 10;
      setImmediate(() =>
        log({ msg: 'request', method: ctx.method, path: ctx.path, status: ctx.status, ms, id: ctx.state.requestId }),
      );
    }
  };
}

import type { Middleware } from 'koa';
import { tooManyRequests } from '../errors';

const MINUTE_MS = 60_000;

/**
 * Limits public form submissions per client address and minute (PUBLIC_SUBMISSIONS_PER_MINUTE;
 * 0 turns it off). The count lives in the database so every app process shares it.
 */
export function throttlePublicSubmissions(perMinute: number): Middleware {
  return async (ctx, next) => {
    if (perMinute > 0) {
      const { allowed, retryAfterSeconds } = await ctx.services.throttle.hit(`public:${ctx.ip}`, perMinute, MINUTE_MS);
      if (!allowed) {
        throw tooManyRequests(
          retryAfterSeconds,
          `Too many submissions from your connection. Please wait ${retryAfterSeconds} seconds and try again.`,
        );
      }
    }
    await next();
  };
}

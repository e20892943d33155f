import type { Context, Middleware } from 'koa';
import { isIP } from 'node:net';
import { tooManyRequests } from '../errors';

const MINUTE_MS = 60_000;

/** The first four groups of an IPv6 address, in one canonical spelling (no leading zeros, no ::). */
function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Who the limit counts: the client's address (with TRUST_PROXY, the one our proxy reported), and
 * for IPv6 its /64, since one phone or household holds a whole /64 and could rotate through it.
 */
export function clientKey(ctx: Context): string {
  const address = isIP(ctx.ip) ? ctx.ip : (ctx.socket.remoteAddress ?? 'unknown');
  if (isIP(address) !== 6 || address.startsWith('::ffff:')) return address.replace(/^::ffff:/, '');
  return ipv6Prefix64(address);
}

/**
 * Limits public form submissions per client and minute (PUBLIC_SUBMISSIONS_PER_MINUTE; 0 turns
 * it off). The count lives in the database so every app process shares it.
 */
export function throttlePublicSubmissions(perMinute: number): Middleware {
  return async (ctx, next) => {
    if (perMinute > 0) {
      const { allowed, retryAfterSeconds } = await ctx.services.throttle.hit(
        `public:${clientKey(ctx)}`,
        perMinute,
        MINUTE_MS,
      );
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

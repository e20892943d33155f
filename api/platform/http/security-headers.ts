import type { Context, Middleware } from 'koa';
import { isApiPath } from '../errors';

/** For answers that are not pages (JSON, images, scripts): nothing may run, load or frame them. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries, the locked-down CSP among them (pages replace it with their own). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': LOCKED_DOWN_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Sent over HTTPS only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries. Pages replace the CSP with their own, which lists the hashes of
 * their inline scripts and styles (see site-files.ts).
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    setSecurityHeaders(ctx);
    await next();
  };
}

/**
 * Sets the headers every answer carries, with the locked-down CSP. An /api answer is about people
 * (the intake echoes what a visitor sent, the back-office lists leads): no cache may keep it, unless
 * its route sets a policy of its own (the blog's posts).
 */
export function setSecurityHeaders(ctx: Context): void {
  ctx.set(SECURITY_HEADERS);
  if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
  // ctx.secure believes X-Forwarded-Proto only from a trusted proxy (see honourTrustedProxies).
  if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

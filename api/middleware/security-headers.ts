import type { Context, Middleware } from 'koa';

/** For answers that are not pages (JSON, images, scripts): nothing may run, load or frame them. */
const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'";

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

/** Sets the headers every answer carries, with the locked-down CSP. */
export function setSecurityHeaders(ctx: Context): void {
  ctx.set({
    'Content-Security-Policy': LOCKED_DOWN_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  });
  // ctx.secure honours X-Forwarded-Proto only when TRUST_PROXY is on.
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

import type { Middleware } from 'koa';
import type { AdminRole, AdminUser } from '../domain/admin-api';
import { HttpError } from '../errors';
import { SESSION_COOKIE, withSession } from './admin-session';
import { toAdminUser } from '../services/to-admin-user';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, loaded fresh from the database; set only behind `requireSession`. */
    user: AdminUser;
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Please sign in to continue.');

/**
 * Lets a request through only with a live session of a user who still exists, and puts that user
 * (as the database has them now, so a changed role counts at once) on `ctx.state.user`.
 * A session whose user is gone is ended and its cookie cleared.
 */
export const requireSession: Middleware = (ctx, next) =>
  withSession(ctx, async () => {
    const userId = ctx.session?.userId;
    const row = typeof userId === 'number' ? await ctx.services.adminUsers.findById(userId) : null;
    if (!row) {
      if (ctx.cookies.get(SESSION_COOKIE)) ctx.session = null;
      throw unauthenticated();
    }
    ctx.state.user = toAdminUser(row);
    await next();
  });

/** After requireSession: only users of this role (403 otherwise). */
export function requireRole(role: AdminRole): Middleware {
  return async (ctx, next) => {
    if (ctx.state.user?.role !== role) {
      throw new HttpError(403, 'forbidden', role === 'admin' ? 'Only an admin can do this.' : `Only a ${role} can do this.`);
    }
    await next();
  };
}

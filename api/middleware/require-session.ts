import type { Context, Middleware } from 'koa';
import type { AdminUser as AdminUserRow } from '../db/entities/AdminUser';
import type { AdminRole, AdminUser } from '../domain/admin-api';
import { forbiddenFor, HttpError } from '../errors';
import { SESSION_COOKIE, userLoadedWithSession, withSession } from './admin-session';
import { toAdminUser } from '../resources/admin-users/admin-users.presenter';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, loaded fresh from the database; set only behind `requireSession`. */
    user: AdminUser;
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Please sign in to continue.');

/**
 * The user this request's session (behind withSession) signs in, as the database has them now, or
 * null. A session no longer holds when its user is gone or their password or role changed after it
 * signed in (`credentialsVersion`): it is ended and its cookie cleared.
 */
export async function loadSessionUser(ctx: Context): Promise<AdminUserRow | null> {
  const { userId, credentialsVersion } = ctx.session ?? {};
  // Usually read with the session; a session started by this very request has not been read.
  const loaded = userLoadedWithSession(ctx);
  const row = typeof userId !== 'number' ? null : loaded?.id === userId ? loaded : await ctx.services.adminUsers.findById(userId);
  if (row && row.credentialsVersion === credentialsVersion) return row;
  if (ctx.cookies.get(SESSION_COOKIE)) ctx.session = null;
  return null;
}

/**
 * Lets a request through only with a live session (see loadSessionUser), and puts its user (as
 * the database has them now, so a changed role counts at once) on `ctx.state.user`.
 */
export const requireSession: Middleware = (ctx, next) =>
  withSession(ctx, async () => {
    const row = await loadSessionUser(ctx);
    if (!row) throw unauthenticated();
    ctx.state.user = toAdminUser(row);
    await next();
  });

/** After requireSession: only users of this role (403 otherwise). */
export function requireRole(role: AdminRole): Middleware {
  return async (ctx, next) => {
    if (ctx.state.user?.role !== role) {
      throw forbiddenFor(role);
    }
    await next();
  };
}

import type { Context, Middleware } from 'koa';
import type { AdminUser as AdminUserRow } from '../../platform/db/entities/AdminUser';
import type { AdminRole, AdminUser } from '#contract/admin-users/admin-users-api';
import { forbiddenFor, HttpError } from '../../platform/errors';
import type { AccessGuards } from '../../platform/http/declared-routes';
import type { SignInStage } from './sessions.service';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, userLoadedWithSession, withSession } from './admin-session';
import { toAdminUser } from './admin-user.presenter';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, loaded fresh from the database; set only behind `requireSession`. */
    user: AdminUser;
    /** The same user's row (the second factor's columns too); set only behind `requireSession`. */
    userRow: AdminUserRow;
    /** 'setup' behind requireSessionOrSetup for a sign-in that must set up its second factor; else null. */
    signInStage: SignInStage | null;
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Please sign in to continue.');

/** A sign-in step (a code, a new password) sent with no sign-in waiting for it: it ran out, or never began. */
export const signInExpired = () => new HttpError(401, 'sign_in_expired', 'Please sign in with your password again.');

/**
 * The user this request's session (behind withSession) signs in, as the database has them now, or
 * null. A session no longer holds when its user is gone or their password or role changed after it
 * signed in (`credentialsVersion`): it is ended and its cookie cleared.
 */
export async function loadSessionUser(ctx: Context): Promise<AdminUserRow | null> {
  const { userId, credentialsVersion } = ctx.session ?? {};
  // Usually read with the session; a session started by this very request has not been read.
  const loaded = userLoadedWithSession(ctx);
  const row =
    typeof userId !== 'number' ? null : loaded?.id === userId ? loaded : await ctx.services.adminUsers.findById(userId);
  if (row && row.credentialsVersion === credentialsVersion) return row;
  if (ctx.cookies.get(SESSION_COOKIE)) ctx.session = null;
  return null;
}

/**
 * The user of this request's session and the stage its sign-in is at (null: complete), or null. A stage that
 * has run out (a second factor not given within minutes) ends the session: the sign-in starts over.
 */
export async function loadSignIn(ctx: Context): Promise<{ row: AdminUserRow; stage: SignInStage | null } | null> {
  const row = await loadSessionUser(ctx);
  if (!row || !ctx.session) return null;
  const now = ctx.services.secondFactor.now().getTime();
  // Sessions started before sign-ins were dated get their 30 days from now on.
  if (typeof ctx.session.signedInAt !== 'number') ctx.session.signedInAt = now;
  else if (now - ctx.session.signedInAt >= SESSION_ABSOLUTE_MS) {
    ctx.session = null;
    return null;
  }
  const { stage, stageEndsAt } = ctx.session;
  if (!stage) return { row, stage: null };
  if (typeof stageEndsAt === 'number' && stageEndsAt > now) return { row, stage };
  ctx.session = null;
  return null;
}

const setupRequired = () =>
  new HttpError(
    403,
    'second_factor_setup_required',
    'A second factor is required for every account. Please set up yours to continue.',
  );

export const passwordChangeRequired = () =>
  new HttpError(
    403,
    'password_change_required',
    'Your password was set by someone else. Please choose your own to continue.',
  );

/** A session that may pass: one signed in, or also one whose sign-in waits for a second factor to be set up. */
function requireSignIn(allowSetup: boolean): Middleware {
  return (ctx, next) =>
    withSession(ctx, async () => {
      const signIn = await loadSignIn(ctx);
      // A sign-in waiting for its code is no one yet.
      if (!signIn || signIn.stage === 'code') throw unauthenticated();
      // A temporary password opens nothing but choosing a new one (POST /api/admin/login/new-password).
      if (signIn.stage === 'password') throw passwordChangeRequired();
      if (signIn.stage === 'setup' && !allowSetup) throw setupRequired();
      ctx.state.user = toAdminUser(signIn.row);
      ctx.state.userRow = signIn.row;
      ctx.state.signInStage = signIn.stage;
      await next();
    });
}

/**
 * Lets a request through only with a live, complete session (see loadSignIn), and puts its user (as
 * the database has them now, so a changed role counts at once) on `ctx.state.user`.
 */
export const requireSession: Middleware = requireSignIn(false);

/**
 * requireSession that also lets a sign-in waiting to set up its second factor through: the enrolment endpoints only.
 */
export const requireSessionOrSetup: Middleware = requireSignIn(true);

/** After requireSession: only users of this role (403 otherwise). */
export function requireRole(role: AdminRole): Middleware {
  return async (ctx, next) => {
    if (ctx.state.user?.role !== role) {
      throw forbiddenFor(role);
    }
    await next();
  };
}

const adminsOnly = requireRole('admin');

const mayNotSendCampaigns = () =>
  new HttpError(403, 'forbidden', 'Only an admin, or a user an admin allows, can send newsletter campaigns.');

/** After requireSession: admins, and users an admin allowed (read with the session's row, so a change counts at once). */
const campaignSendersOnly: Middleware = async (ctx, next) => {
  if (!ctx.state.user?.sendsCampaigns) throw mayNotSendCampaigns();
  await next();
};

/** The checks behind the staff, admin, campaigns and enrolling routes, which the app hands to every route's guard. */
export const accessGuards: AccessGuards = {
  staff: requireSession,
  admin: (ctx, next) => requireSession(ctx, () => adminsOnly(ctx, next)),
  campaigns: (ctx, next) => requireSession(ctx, () => campaignSendersOnly(ctx, next)),
  enrolling: requireSessionOrSetup,
};

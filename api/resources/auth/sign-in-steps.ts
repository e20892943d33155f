import type { Context } from 'koa';
import type { LoginAnswer } from '#contract/second-factor/second-factor-api';
import type { AdminUser } from '../../platform/db/entities/AdminUser';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../platform/http/throttle-public-submissions';
import { toAdminUser } from './admin-user.presenter';
import { startSession } from './admin-session';
import type { SecondFactorMethod } from './sign-in-audit';

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid username or password');

/**
 * Completes a sign-in: a full session under a new id, the last login, the audit entry, and `{ user }`.
 * Also the end of setting up a required second factor (second-factor.routes.ts).
 */
export async function completeSignIn(ctx: Context, user: AdminUser, secondFactor: SecondFactorMethod): Promise<void> {
  await ctx.services.adminUsers.recordLogin(user.id);
  await startSession(ctx, user);
  const current = await ctx.services.adminUsers.findById(user.id);
  // Deleted by another admin while this sign-in ran: there is no account left (its session row is not stored).
  if (!current) throw invalidCredentials();
  await ctx.services.signInAudit.succeeded(current, clientKey(ctx), secondFactor);
  ctx.body = { user: toAdminUser(current) } satisfies LoginAnswer;
}

/**
 * The steps of a sign-in after its password (and code, when the account has a second factor): choosing a new
 * password when the one used was temporary, then setting up a second factor when every account needs one and
 * this one has none; else the sign-in is complete. Also what choosing the new password goes on with.
 */
export async function continueSignIn(ctx: Context, user: AdminUser, secondFactor: SecondFactorMethod): Promise<void> {
  if (user.mustChangePassword) {
    await startSession(ctx, user, 'password');
    ctx.body = { passwordChangeRequired: true, user: toAdminUser(user) } satisfies LoginAnswer;
  } else if (!user.totpEnabledAt && (await ctx.services.secondFactor.isRequired())) {
    await startSession(ctx, user, 'setup');
    ctx.body = { secondFactorSetupRequired: true, user: toAdminUser(user) } satisfies LoginAnswer;
  } else {
    await completeSignIn(ctx, user, secondFactor);
  }
}

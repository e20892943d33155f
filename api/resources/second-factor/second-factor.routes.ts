import type Router from '@koa/router';
import { completeSignIn, currentSessionId, SignInThrottleService, toAdminUser, verifyPassword } from '../auth';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import type { RecoveryCodesAnswer } from '#contract/second-factor/second-factor-api';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../platform/http/throttle-public-submissions';
import { rowId } from '../../platform/validation/row-id';
import { userNotFound } from '../admin-users';
import {
  DisableSecondFactorDto,
  RequireSecondFactorDto,
  SecondFactorCodeDto,
  SecondFactorSetupDto,
} from './second-factor.schema';
import { actorOf, wrongCode } from './second-factor.service';

/**
 * Proof that the person at the keyboard is the account's owner (their password, or a code of their app) before
 * the second factor changes (turned on, turned off, new recovery codes): a session left open is not enough. Wrong
 * answers count as failed sign-ins: passwords as at the password step, codes as at the code step (per account).
 */
async function checkOwner(ctx: Context, { password, code }: { password: string; code: string }): Promise<void> {
  const user = ctx.state.userRow;
  const signIns = new SignInThrottleService(ctx.services.throttle);
  if (password) {
    const attempt = await signIns.admit(user.username, clientKey(ctx));
    await signIns.slowDown(attempt);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw new HttpError(403, 'wrong_password', 'That password is not right.', {
        password: 'That password is not right.',
      });
    }
    await signIns.succeeded(attempt);
  } else {
    const attempt = await signIns.admitCode(user.username, user.id, clientKey(ctx));
    if (!(await ctx.services.secondFactor.acceptCode(user, code))) throw wrongCode();
    await signIns.codeRight(attempt);
  }
}

/**
 * What turning the second factor on reads: right after the password (a required setup) the owner has just proved
 * who they are; an open session has not, so it gives the password (whoever finds it must not enrol their own
 * authenticator and take the recovery codes).
 */
const setupBody = (ctx: Context) => (ctx.state.signInStage === null ? SecondFactorSetupDto : undefined);

/**
 * The signed-in user's own second factor under /api/admin/second-factor (a sign-in that must set one up reaches
 * the status, setup and confirm endpoints too), the admins' "require for everyone" switch, and an admin's reset
 * of another user's second factor.
 */
export function secondFactorRoutes(): Router {
  const routes = new DeclaredRoutes();
  const own = '/api/admin/second-factor';

  routes.get(own, 'enrolling', async (ctx) => {
    ctx.body = { secondFactor: await ctx.services.secondFactor.status(ctx.state.userRow) };
  });

  routes.post(`${own}/setup`, 'enrolling', { body: setupBody }, async (ctx, { body }) => {
    if (body) await checkOwner(ctx, { password: body.password, code: '' });
    ctx.body = { enrolment: await ctx.services.secondFactor.startEnrolment(ctx.state.userRow) };
  });

  routes.post(`${own}/confirm`, 'enrolling', { body: SecondFactorCodeDto }, async (ctx, { body: { code } }) => {
    const recoveryCodes = await ctx.services.secondFactor.confirmEnrolment(ctx.state.userRow, code);
    // A session that signed in with the password alone, before this, must not outlive it: only this one goes on.
    const current = currentSessionId(ctx);
    if (current) await ctx.services.sessions.endOtherSessionsOf(ctx.state.userRow.id, current);
    // Setting it up was the last step of a sign-in: it is complete now, under a new session id.
    if (ctx.state.signInStage === 'setup') await completeSignIn(ctx, ctx.state.userRow, 'totp');
    const user = (await ctx.services.adminUsers.findById(ctx.state.userRow.id)) ?? ctx.state.userRow;
    ctx.body = { recoveryCodes, user: toAdminUser(user) } satisfies RecoveryCodesAnswer;
  });

  routes.post(`${own}/recovery-codes`, 'staff', { body: SecondFactorCodeDto }, async (ctx, { body: { code } }) => {
    await checkOwner(ctx, { password: '', code });
    ctx.body = {
      recoveryCodes: await ctx.services.secondFactor.regenerateRecoveryCodes(ctx.state.userRow),
    } satisfies RecoveryCodesAnswer;
  });

  routes.post(`${own}/disable`, 'staff', { body: DisableSecondFactorDto }, async (ctx, { body: input }) => {
    if (!ctx.state.userRow.totpEnabledAt)
      throw new HttpError(409, 'second_factor_off', 'Your second factor is already off.');
    await checkOwner(ctx, input);
    await ctx.services.secondFactor.disable(ctx.state.userRow, input.password ? 'password' : 'code');
    ctx.body = {
      secondFactor: await ctx.services.secondFactor.status(
        (await ctx.services.adminUsers.findById(ctx.state.userRow.id))!,
      ),
    };
  });

  routes.put(`${own}/required`, 'admin', { body: RequireSecondFactorDto }, async (ctx, { body: { required } }) => {
    await ctx.services.secondFactor.setRequired(ctx.state.userRow, required);
    ctx.body = { secondFactor: await ctx.services.secondFactor.status(ctx.state.userRow) };
  });

  routes.post('/api/admin/users/:id/second-factor/reset', 'admin', async (ctx) => {
    const id = rowId(ctx.params.id ?? '');
    if (id === undefined) throw userNotFound();
    // Your own goes through Turn off, which asks for your password: an open session alone must not remove it.
    if (id === ctx.state.user.id)
      throw new HttpError(403, 'own_account', 'Turn your own second factor off on the Account screen.');
    const user = await ctx.services.secondFactor.reset(id, actorOf(ctx.state.user));
    if (!user) throw userNotFound();
    ctx.body = { user: toAdminUser(user) };
  });

  return routes.router;
}

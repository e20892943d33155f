import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { AuthCheck } from '#contract/auth/auth-api';
import type { LoginAnswer } from '#contract/second-factor/second-factor-api';
import { LoginDto, SecondFactorLoginDto } from './auth.schema';
import { continueSignIn, invalidCredentials } from './sign-in-steps';
import { HttpError } from '../../platform/errors';
import { startSession, withSession } from './admin-session';
import { loadSignIn, signInExpired } from './require-session';
import { clientKey } from '../../platform/http/throttle-public-submissions';
import { SignInThrottleService } from './sign-in-throttle.service';
import { toAdminUser } from './admin-user.presenter';

const invalidCode = () => new HttpError(401, 'invalid_code', 'That code is not right. Please try again.');

/**
 * POST /api/admin/login (and /login/second-factor), GET /api/admin/check, POST /api/admin/logout.
 */
export function adminAuthRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.post('/api/admin/login', 'public', withSession, { body: LoginDto }, async (ctx, { body }) => {
    const { username, password } = body;
    const signIns = new SignInThrottleService(ctx.services.throttle);
    const attempt = await signIns.admit(username, clientKey(ctx));
    await signIns.slowDown(attempt);
    const user = await ctx.services.adminUsers.authenticate(username, password);
    if (!user) {
      await ctx.services.signInAudit.failed(username, clientKey(ctx));
      throw invalidCredentials();
    }
    // A password sign-in starts its 30 days anew, whatever session this browser had before.
    if (ctx.session) ctx.session.signedInAt = undefined;
    if (user.totpEnabledAt) {
      // Not complete yet: earlier failures stand until the code (see SignInThrottleService.passwordRight).
      await signIns.passwordRight(attempt);
      // Nobody is signed in until the code comes: the session only remembers whose password was right.
      await startSession(ctx, user, 'code');
      ctx.body = { secondFactorRequired: true } satisfies LoginAnswer;
    } else {
      await signIns.succeeded(attempt);
      await continueSignIn(ctx, user, null);
    }
  });

  const secondFactorLogin = { body: SecondFactorLoginDto };
  routes.post('/api/admin/login/second-factor', 'public', withSession, secondFactorLogin, async (ctx, { body }) => {
    const { code, recoveryCode } = body;
    const signIn = await loadSignIn(ctx);
    if (signIn?.stage !== 'code') throw signInExpired();
    const user = signIn.row;
    // Counted per account too: re-entering the password does not buy more guesses.
    const signIns = new SignInThrottleService(ctx.services.throttle);
    const attempt = await signIns.admitCode(user.username, user.id, clientKey(ctx));
    const method = recoveryCode ? 'recovery_code' : 'totp';
    const codesLeft = recoveryCode ? await ctx.services.secondFactor.useRecoveryCode(user, recoveryCode) : null;
    const accepted = recoveryCode ? codesLeft !== null : await ctx.services.secondFactor.acceptCode(user, code);
    if (!accepted) {
      await ctx.services.signInAudit.secondFactorFailed(user, clientKey(ctx), method);
      throw invalidCode();
    }
    await signIns.codeRight(attempt);
    if (codesLeft !== null) await ctx.services.signInAudit.recoveryCodeUsed(user, clientKey(ctx), codesLeft);
    await continueSignIn(ctx, user, method);
  });

  routes.get('/api/admin/check', 'public', withSession, async (ctx) => {
    // A cookie whose session has ended (expired, signed out elsewhere, user deleted) is cleared.
    const signIn = await loadSignIn(ctx);
    let answer: AuthCheck = { authenticated: false };
    if (signIn?.stage === null) answer = { authenticated: true, user: toAdminUser(signIn.row) };
    if (signIn?.stage === 'code') answer = { authenticated: false, secondFactorRequired: true };
    if (signIn?.stage === 'password')
      answer = { authenticated: false, passwordChangeRequired: true, user: toAdminUser(signIn.row) };
    if (signIn?.stage === 'setup')
      answer = { authenticated: false, secondFactorSetupRequired: true, user: toAdminUser(signIn.row) };
    ctx.body = answer;
  });

  routes.post('/api/admin/logout', 'public', withSession, async (ctx) => {
    // Deletes the row and clears the cookie; signed out either way.
    ctx.session = null;
    ctx.body = { loggedOut: true };
  });

  return routes.router;
}

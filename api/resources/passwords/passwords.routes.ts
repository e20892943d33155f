import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { HttpError, validationFailed } from '../../platform/errors';
import {
  continueSignIn,
  loadSignIn,
  signInExpired,
  SignInThrottleService,
  startSession,
  toAdminUser,
  verifyPassword,
  withSession,
} from '../auth';
import { clientKey } from '../../platform/http/throttle-public-submissions';
import { PasswordResetThrottle } from './password-reset-throttle';
import { ChangeOwnPasswordDto, NewPasswordDto, PasswordResetDto, PasswordResetRequestDto } from './passwords.schema';

const WRONG_PASSWORD = 'That password is not right.';
const linkNotValid = () =>
  new HttpError(400, 'reset_link_invalid', 'This link has run out or has been used already. Please ask for a new one.');

/** What a reset request is answered, whether or not an account was found. */
export const RESET_REQUESTED =
  'If that is an account with an email address, a link to choose a new password is on its way. It works for 30 minutes.';

/**
 * Your own password: changed on the Account screen, chosen at sign-in in place of a temporary one, and reset by
 * email ("Forgot your password?", only when `resetByEmail`: SMTP_URL is set).
 */
export function passwordsRoutes({ resetByEmail }: { resetByEmail: boolean }): Router {
  const routes = new DeclaredRoutes();

  routes.post('/api/admin/account/password', 'staff', { body: ChangeOwnPasswordDto }, async (ctx, { body }) => {
    const { currentPassword, newPassword } = body;
    const user = ctx.state.userRow;
    // A wrong current password counts as a failed sign-in: an open session must not become a way to guess it.
    const signIns = new SignInThrottleService(ctx.services.throttle);
    const attempt = await signIns.admit(user.username, clientKey(ctx));
    await signIns.slowDown(attempt);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new HttpError(403, 'wrong_password', WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
    }
    await signIns.succeeded(attempt);
    const changed = await ctx.services.passwords.setOwn(user, newPassword);
    // Every session ended, this one too: it goes on under a new id.
    await startSession(ctx, changed);
    ctx.body = { user: toAdminUser(changed) };
  });

  const chosenPassword = { body: NewPasswordDto };
  routes.post('/api/admin/login/new-password', 'public', withSession, chosenPassword, async (ctx, { body }) => {
    const { password } = body;
    const signIn = await loadSignIn(ctx);
    if (signIn?.stage !== 'password') throw signInExpired();
    if (await verifyPassword(password, signIn.row.passwordHash)) {
      throw validationFailed({ password: 'Please choose a password of your own, not the one you were given.' });
    }
    const changed = await ctx.services.passwords.setOwn(signIn.row, password);
    // Reaching this stage took the code when the account has a second factor.
    await continueSignIn(ctx, changed, changed.totpEnabledAt ? 'totp' : null);
  });

  routes.get('/api/admin/password-reset', 'public', (ctx) => {
    ctx.body = { byEmail: resetByEmail };
  });

  routes.post('/api/admin/password-reset', 'public', { body: PasswordResetRequestDto }, async (ctx, { body }) => {
    const { login } = body;
    if (!resetByEmail)
      throw new HttpError(
        409,
        'reset_by_email_off',
        'Email is not set up here. Please ask an admin to set a new password for you.',
      );
    await new PasswordResetThrottle(ctx.services.throttle).admitRequest(login, clientKey(ctx));
    await ctx.services.passwords.requestReset(login, clientKey(ctx));
    ctx.status = 202;
    ctx.body = { message: RESET_REQUESTED };
  });

  routes.post('/api/admin/password-reset/complete', 'public', { body: PasswordResetDto }, async (ctx, { body }) => {
    const { token, password } = body;
    await new PasswordResetThrottle(ctx.services.throttle).admitUse(clientKey(ctx));
    if (!(await ctx.services.passwords.completeReset(token, password, clientKey(ctx)))) throw linkNotValid();
    ctx.body = { reset: true };
  });

  return routes.router;
}

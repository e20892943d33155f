import Router from '@koa/router';
import type { AuthCheck } from '../../domain/admin-api';
import { LoginDto } from './auth.schema';
import { HttpError } from '../../errors';
import { startSession, withSession } from '../../middleware/admin-session';
import { loadSessionUser } from '../../middleware/require-session';
import { clientKey } from '../../middleware/throttle-public-submissions';
import { validatedBody } from '../../validation/validated-input';
import { SignInThrottleService } from './sign-in-throttle.service';
import { toAdminUser } from '../admin-users/admin-users.presenter';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid username or password');

/** POST /api/admin/login, GET /api/admin/check, POST /api/admin/logout (SPEC 4 and 7). */
export function adminAuthRoutes(): Router {
  const router = new Router();

  router.post('/api/admin/login', withSession, async (ctx) => {
    const { username, password } = await validatedBody(ctx, LoginDto);
    const signIns = new SignInThrottleService(ctx.services.throttle);
    const attempt = await signIns.admit(username, clientKey(ctx));
    await signIns.slowDown(attempt);
    const user = await ctx.services.adminUsers.authenticate(username, password);
    if (!user) throw invalidCredentials();
    await signIns.succeeded(attempt);
    await ctx.services.adminUsers.recordLogin(user.id);
    await startSession(ctx, user);
    const current = await ctx.services.adminUsers.findById(user.id);
    // Deleted by another admin while this sign-in ran: there is no account left (its session row is not stored).
    if (!current) throw invalidCredentials();
    ctx.body = { user: toAdminUser(current) };
  });

  router.get('/api/admin/check', withSession, async (ctx) => {
    // A cookie whose session has ended (expired, signed out elsewhere, user deleted) is cleared.
    const row = await loadSessionUser(ctx);
    const answer: AuthCheck = row ? { authenticated: true, user: toAdminUser(row) } : { authenticated: false };
    ctx.body = answer;
  });

  router.post('/api/admin/logout', withSession, async (ctx) => {
    // Deletes the row and clears the cookie; signed out either way.
    ctx.session = null;
    ctx.body = { loggedOut: true };
  });

  return router;
}

import Router from '@koa/router';
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { AuthCheck } from '../domain/admin-api';
import { LoginDto } from '../dto/LoginDto';
import { HttpError, tooManyRequests } from '../errors';
import { startSession, withSession } from '../middleware/admin-session';
import { loadSessionUser } from '../middleware/require-session';
import { clientKey } from '../middleware/throttle-public-submissions';
import { validateBody } from '../middleware/validate-body';
import { toAdminUser } from '../services/to-admin-user';
import { usernameKey } from '../services/username-key';

const WINDOW_MS = 15 * 60_000;
const FAILURES_PER_USERNAME = 5;
const FAILURES_PER_CLIENT = 20;

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid username or password');

/**
 * The throttle key of a username (in any case): a hash, so any text a visitor sends, however long
 * or odd, makes a key that fits its column, and the table holds no usernames.
 */
export function usernameThrottleKey(username: string): string {
  return `login-user:${createHash('sha256').update(usernameKey(username)).digest('hex')}`;
}

/** The throttle keys of a sign-in: its username and the client's address. */
function throttleKeys(ctx: Context, username: string) {
  return { user: usernameThrottleKey(username), client: `login-ip:${clientKey(ctx)}` };
}

/**
 * Counts the attempt first, then refuses it once its username has failed 5 times, or its client 20
 * times, in the last 15 minutes. Counting before the password check (in the database, shared by
 * every process) means parallel guesses cannot slip past the limit; a right password takes its
 * count back afterwards.
 */
async function countAttempt(ctx: Context, keys: { user: string; client: string }): Promise<void> {
  const { throttle } = ctx.services;
  const results = [await throttle.hit(keys.user, FAILURES_PER_USERNAME, WINDOW_MS), await throttle.hit(keys.client, FAILURES_PER_CLIENT, WINDOW_MS)];
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw tooManyRequests(retryAfterSeconds, `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** POST /api/admin/login, GET /api/admin/check, POST /api/admin/logout (SPEC 4 and 7). */
export function adminAuthRoutes(): Router {
  const router = new Router();

  router.post('/api/admin/login', withSession, validateBody(LoginDto), async (ctx) => {
    const { username, password } = ctx.state.input as LoginDto;
    const keys = throttleKeys(ctx, username);
    await countAttempt(ctx, keys);
    const user = await ctx.services.adminUsers.authenticate(username, password);
    if (!user) throw invalidCredentials();
    // A success clears the username's failures but not the client's earlier ones: one client
    // guessing many usernames stays limited even if it gets one right.
    await ctx.services.throttle.reset(keys.user);
    await ctx.services.throttle.release(keys.client);
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

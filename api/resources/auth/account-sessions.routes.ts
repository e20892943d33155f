import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AccountSession } from '#contract/auth/account-sessions-api';
import { HttpError } from '../../platform/errors';
import { currentSessionId, lastSavedAt } from './admin-session';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { type ListedSession, SessionsService } from './sessions.service';

const noSuchSession = () => new HttpError(404, 'not_found', 'There is no such session of yours.');

function toAccountSession(session: ListedSession, currentListedId: string | undefined): AccountSession {
  return {
    id: session.listedId,
    device: session.data.device ?? 'Unknown device',
    signedInAt: typeof session.data.signedInAt === 'number' ? new Date(session.data.signedInAt).toISOString() : null,
    lastSeenAt: new Date(lastSavedAt(session.expiresAt)).toISOString(),
    current: session.listedId === currentListedId,
  };
}

const currentListedId = (ctx: Context) => {
  const id = currentSessionId(ctx);
  return id ? SessionsService.listedIdOf(id) : undefined;
};

/**
 * The signed-in user's own sessions, for staff:
 * - GET /api/admin/account/sessions → `{ sessions }` (AccountSession), newest sign-in first;
 * - DELETE /api/admin/account/sessions → `{ ended }`: signs out everywhere else (recorded in the audit trail);
 * - DELETE /api/admin/account/sessions/{id} → `{ ended: 1 }`: one of one's own; 404 for any other id.
 */
export function accountSessionsRoutes(): Router {
  const routes = new DeclaredRoutes();

  routes.get('/api/admin/account/sessions', 'staff', async (ctx) => {
    const current = currentListedId(ctx);
    const sessions = await ctx.services.sessions.listOf(ctx.state.user.id);
    ctx.body = { sessions: sessions.map((session) => toAccountSession(session, current)) };
  });

  routes.delete('/api/admin/account/sessions', 'staff', async (ctx) => {
    const kept = currentSessionId(ctx);
    if (!kept) throw noSuchSession();
    ctx.body = { ended: await ctx.services.sessions.endOtherSessionsOf(ctx.state.user.id, kept, ctx.state.user) };
  });

  routes.delete('/api/admin/account/sessions/:id', 'staff', async (ctx) => {
    const listedId = ctx.params.id ?? '';
    if (!(await ctx.services.sessions.endListedSession(ctx.state.user.id, listedId))) throw noSuchSession();
    // Ending this very session is signing out here.
    if (listedId === currentListedId(ctx)) ctx.session = null;
    ctx.body = { ended: 1 };
  });

  return routes.router;
}

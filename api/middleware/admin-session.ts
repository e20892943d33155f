import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { createSession } from 'koa-session';
import type { AdminUser } from '../db/entities/AdminUser';
import { SessionsService, type SessionData } from '../resources/auth/sessions.service';

declare module 'koa' {
  interface DefaultContext {
    /** The session middleware, built once per app (koa-session needs the app); see withSession. */
    adminSession: Middleware;
    /** Present behind withSession or requireSession; set to null to end the session. */
    session: AdminSession | null;
  }
}

export const SESSION_COOKIE = 'yhg_admin';
/** A session ends after 12 hours without use; each use starts the 12 hours again. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;

/** What `ctx.session` is behind `withSession` (koa-session's Session with our data). */
export type AdminSession = SessionData & {
  readonly externalKey?: string;
  regenerate(): Promise<void> | undefined;
};

/** Which session id each request loaded: saving it again renews that row, any other id is new. */
const loadedSessionIds = new WeakMap<Context, string>();

/**
 * koa-session over the `sessions` table. The cookie carries only a random id, signed with
 * app.keys; it is httpOnly, SameSite=Lax, path /, and Secure whenever the request came over HTTPS
 * (behind a proxy with TRUST_PROXY, as X-Forwarded-Proto says). `rolling` moves the idle timeout
 * on with every use. Mounted per route (see withSession) so public pages never set a cookie.
 */
export function adminSession(app: Koa, sessions: SessionsService): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_IDLE_MS,
      rolling: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      genid: () => SessionsService.newId(),
      store: {
        // koa-session always passes the request's ctx (its option types call it optional).
        async get(id: string, _maxAge: number, { ctx }: { ctx?: Context }) {
          const data = await sessions.get(id);
          if (data) loadedSessionIds.set(ctx!, id);
          return data;
        },
        async set(id: string, data: SessionData, maxAge: number, { ctx }: { ctx?: Context }) {
          if (loadedSessionIds.get(ctx!) === id) return sessions.renew(id, data, maxAge);
          await sessions.insert(id, data, maxAge);
          // Sign-in saves twice (regenerate, then the end of the request): the second is a renewal.
          loadedSessionIds.set(ctx!, id);
        },
        destroy: (id: string) => sessions.destroy(id),
      },
    },
    app,
  );
}

/**
 * Loads the back-office session for this route only (login, check, logout, and requireSession).
 * What these routes answer is about one signed-in person: no cache may keep it.
 */
export const withSession: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return ctx.adminSession(ctx, next);
};

/**
 * Signs this request in as `user` with a new session id: an id planted before (session fixation),
 * or one from before a password change, never becomes (or stays) signed in. Assigning an object
 * gives koa-session's Session with exactly this data (nothing from before); `credentialsVersion`
 * is the one the password was checked against.
 */
export async function startSession(ctx: Context, user: Pick<AdminUser, 'id' | 'credentialsVersion'>): Promise<void> {
  ctx.session = { userId: user.id, credentialsVersion: user.credentialsVersion } as AdminSession;
  await ctx.session.regenerate();
}

import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { createSession } from 'koa-session';
import type { AdminUser } from '../../platform/db/entities/AdminUser';
import { deviceName } from './device-name';
import { type SessionData, SessionsService, type SignInStage } from './sessions.service';

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
/**
 * An unchanged session in use is saved again (its idle timeout moved on) at most this often:
 * saving it on every request made every signed-in call pay a durable write. So the
 * session may end up to this long before the cookie's 12 idle hours are up.
 */
export const SESSION_RENEW_EVERY_MS = 60_000;
/** A session ends this long after its sign-in however much it is used: a cookie that leaks does not live for ever. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/**
 * How long a sign-in may wait for its second factor, for a new password,
 * and for a second factor to be set up, before it starts over.
 */
export const SIGN_IN_STAGE_MS: Record<SignInStage, number> = {
  code: 5 * 60_000,
  password: 30 * 60_000,
  setup: 30 * 60_000,
};

/** What `ctx.session` is behind `withSession` (koa-session's Session with our data). */
export type AdminSession = SessionData & {
  readonly externalKey?: string;
  regenerate(): Promise<void> | undefined;
};

/**
 * Which session each request loaded, when its row was last renewed, and its user as read with it:
 * saving that id again renews the row (when due), any other id is new.
 */
const loadedSessions = new WeakMap<Context, { id: string; renewedAt: number; user?: AdminUser | null }>();

/**
 * When a session row was last saved: koa-session stores it for its idle time plus 10 s from then. Within a
 * minute of its last use (see SESSION_RENEW_EVERY_MS).
 */
export const lastSavedAt = (expiresAt: Date, maxAgeMs = SESSION_IDLE_MS): number =>
  expiresAt.getTime() - maxAgeMs - 10_000;

/** The id of this request's session (read or just started); undefined when it has none. */
export const currentSessionId = (ctx: Context): string | undefined => loadedSessions.get(ctx)?.id;

/** The user read with this request's session (see SessionsService.get); undefined when none was read. */
export const userLoadedWithSession = (ctx: Context): AdminUser | null | undefined => loadedSessions.get(ctx)?.user;

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
        async get(id: string, maxAge: number, { ctx }: { ctx?: Context }) {
          const session = await sessions.get(id);
          if (!session) return undefined;
          loadedSessions.set(ctx!, { id, renewedAt: lastSavedAt(session.expiresAt, maxAge), user: session.user });
          return session.data;
        },
        async set(
          id: string,
          data: SessionData,
          maxAge: number,
          { ctx, changed }: { ctx?: Context; changed?: boolean },
        ) {
          const loaded = loadedSessions.get(ctx!);
          if (loaded?.id === id) {
            if (!changed && Date.now() - loaded.renewedAt < SESSION_RENEW_EVERY_MS) return;
            return sessions.renew(id, data, maxAge);
          }
          await sessions.insert(id, data, maxAge);
          // Sign-in saves twice (regenerate, then the end of the request): the second is not due.
          loadedSessions.set(ctx!, { id, renewedAt: Date.now() });
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
 * is the one the password was checked against. With a `stage` the sign-in is not complete (see SessionData):
 * completing it starts a session again, under another new id.
 */
export async function startSession(
  ctx: Context,
  user: Pick<AdminUser, 'id' | 'credentialsVersion'>,
  stage?: SignInStage,
): Promise<void> {
  const now = ctx.services.secondFactor.now().getTime();
  const staged = stage ? { stage, stageEndsAt: now + SIGN_IN_STAGE_MS[stage] } : {};
  // A sign-in completed from a stage keeps the time its password was right: the 30 days count from then.
  const signedInAt =
    typeof ctx.session?.signedInAt === 'number' && ctx.session.userId === user.id ? ctx.session.signedInAt : now;
  const device = deviceName(ctx.get('User-Agent'));
  ctx.session = {
    userId: user.id,
    credentialsVersion: user.credentialsVersion,
    signedInAt,
    device,
    ...staged,
  } as AdminSession;
  await ctx.session.regenerate();
}

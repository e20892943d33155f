import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { AuthCheck } from '#contract/auth/auth-api';
import { adminQueryClient } from './admin-query-client';
import { QUERY_KEYS } from './query-keys';

/** Who is signed in: unknown while checking, then signed in or not, or which step of a sign-in is due. */
export type SessionState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AdminUser }
  /** The password was right; the sign-in waits for a code from the authenticator app. */
  | { status: 'second_factor' }
  /** The password was right; a second factor is required and this account must set one up first. */
  | { status: 'setup'; user: AdminUser }
  /** The password was a temporary one someone else set: the account chooses its own before anything else. */
  | { status: 'new_password'; user: AdminUser };

const CHECKING: SessionState = { status: 'checking' };

function stateOf(check: AuthCheck): SessionState {
  if (check.authenticated && check.user) return { status: 'authenticated', user: check.user };
  if (check.secondFactorRequired) return { status: 'second_factor' };
  if (check.passwordChangeRequired && check.user) return { status: 'new_password', user: check.user };
  if (check.secondFactorSetupRequired && check.user) return { status: 'setup', user: check.user };
  return { status: 'anonymous' };
}

/** GET /api/admin/check; a failed or erroring check counts as signed out. */
async function readSession(): Promise<SessionState> {
  try {
    const response = await fetch('/api/admin/check', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? stateOf((await response.json()) as AuthCheck) : { status: 'anonymous' };
  } catch {
    return { status: 'anonymous' };
  }
}

/**
 * The session as the whole app reads it: one query, which only `refreshSession` fetches (the app's start, the end
 * of a sign-in, a change to one's own account), so a screen that reads it never sends a request of its own.
 */
export function useSession(): SessionState {
  const { data } = useQuery({
    queryKey: QUERY_KEYS.session,
    queryFn: readSession,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? CHECKING;
}

/** Checks the session again; callers while a check is on its way share it, so one request goes out. */
export function refreshSession(): Promise<SessionState> {
  return adminQueryClient.fetchQuery({ queryKey: QUERY_KEYS.session, queryFn: readSession, staleTime: 0 });
}

/** A 401 from any call, or signing out: the session is gone, back to the sign-in screen. */
export function markSignedOut(): void {
  setSession({ status: 'anonymous' });
}

/** Sets what the session query holds (an answer that already says who is signed in, or a test's starting point). */
export function setSession(state: SessionState): void {
  adminQueryClient.setQueryData(QUERY_KEYS.session, state);
}

/** Forgets every answer but the session's (at sign-out: the next user must not see the last one's data). */
export function forgetAnswers(): void {
  adminQueryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_KEYS.session[0] });
  adminQueryClient.getMutationCache().clear();
}

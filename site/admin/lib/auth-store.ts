import { atom } from 'nanostores';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { AuthCheck } from '#contract/auth/auth-api';

/** SPEC 4, admin authentication: unknown while checking, then signed in or not. */
export type AuthState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AdminUser }
  /** The password was right; the sign-in waits for a code from the authenticator app (issue 13). */
  | { status: 'second_factor' }
  /** The password was right; a second factor is required and this account must set one up first. */
  | { status: 'setup'; user: AdminUser }
  /** The password was a temporary one someone else set: the account chooses its own before anything else. */
  | { status: 'new_password'; user: AdminUser };

/** Fired after a sign-in so every listener re-checks the session (SPEC 4). */
export const LOGIN_SUCCESS_EVENT = 'adminLoginSuccess';

export const $auth = atom<AuthState>({ status: 'checking' });

/** A 401 from any call means the session is gone: back to the login screen. */
export function markSignedOut(): void {
  $auth.set({ status: 'anonymous' });
}

let inFlight: Promise<AuthState> | null = null;

/**
 * GET /api/admin/check; a failed or erroring check counts as not authenticated (SPEC 4). A sign-in both
 * fires the 'adminLoginSuccess' event (whose listener checks) and waits for the answer itself: callers
 * during a check share it, so one request goes out. Resolves with the state the check found.
 */
export function checkAuth(): Promise<AuthState> {
  inFlight ??= runCheck().finally(() => (inFlight = null));
  return inFlight;
}

function stateOf(check: AuthCheck): AuthState {
  if (check.authenticated && check.user) return { status: 'authenticated', user: check.user };
  if (check.secondFactorRequired) return { status: 'second_factor' };
  if (check.passwordChangeRequired && check.user) return { status: 'new_password', user: check.user };
  if (check.secondFactorSetupRequired && check.user) return { status: 'setup', user: check.user };
  return { status: 'anonymous' };
}

async function runCheck(): Promise<AuthState> {
  let next: AuthState;
  try {
    const response = await fetch('/api/admin/check', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = response.ok ? ((await response.json()) as AuthCheck) : null;
    next = body ? stateOf(body) : { status: 'anonymous' };
  } catch {
    next = { status: 'anonymous' };
  }
  $auth.set(next);
  return next;
}

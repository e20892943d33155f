import { atom } from 'nanostores';
import type { AdminUser, AuthCheck } from '../../../api/domain/admin-api';

/** SPEC 4, admin authentication: unknown while checking, then signed in or not. */
export type AuthState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AdminUser };

/** Fired after a sign-in so every listener re-checks the session (SPEC 4). */
export const LOGIN_SUCCESS_EVENT = 'adminLoginSuccess';

export const $auth = atom<AuthState>({ status: 'checking' });

/** A 401 from any call means the session is gone: back to the login screen. */
export function markSignedOut(): void {
  $auth.set({ status: 'anonymous' });
}

let checkSeq = 0;

/** GET /api/admin/check; a failed or erroring check counts as not authenticated (SPEC 4). */
export async function checkAuth(): Promise<void> {
  const seq = ++checkSeq;
  let next: AuthState;
  try {
    const response = await fetch('/api/admin/check', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = response.ok ? ((await response.json()) as AuthCheck) : null;
    next = body?.authenticated && body.user ? { status: 'authenticated', user: body.user } : { status: 'anonymous' };
  } catch {
    next = { status: 'anonymous' };
  }
  // Only the latest check decides: an older answer arriving late must not undo a sign-in.
  if (seq === checkSeq) $auth.set(next);
}

import { toast } from '../../lib/toast-store';
import { checkAuth, LOGIN_SUCCESS_EVENT } from '../lib/auth-store';

const SESSION_NOT_KEPT = 'Signed in, but the session could not be kept. Please allow cookies for this site and try again.';

/**
 * After the sign-in's last step: every listener re-checks the session, and the check decides what shows (the
 * dashboard, or the second factor's setup when one is required). Answers false when the session did not hold.
 */
export async function finishSignIn(): Promise<boolean> {
  // The event's listener starts the re-check; checkAuth() joins it rather than sending a second one.
  window.dispatchEvent(new Event(LOGIN_SUCCESS_EVENT));
  const auth = await checkAuth();
  if (auth.status === 'authenticated') {
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    return true;
  }
  if (auth.status === 'setup' || auth.status === 'new_password') return true;
  // The password was right but the session did not hold (cookies blocked, or lost on the way back).
  toast({ title: 'Login failed', description: SESSION_NOT_KEPT, variant: 'destructive' });
  return false;
}

import { toast } from '../../lib/toast-store';
import { refreshSession } from '../lib/session';

const SESSION_NOT_KEPT =
  'Signed in, but the session could not be kept. Please allow cookies for this site and try again.';

/**
 * After the sign-in's last step: the session query is checked again, and what it finds decides what shows (the
 * dashboard, or the second factor's setup when one is required). Answers false when the session did not hold.
 */
export async function finishSignIn(): Promise<boolean> {
  const auth = await refreshSession();
  if (auth.status === 'authenticated') {
    // A plain user is no admin: the greeting says where they are without calling them one.
    const welcome = auth.user.role === 'admin' ? 'Welcome to the admin dashboard' : 'Welcome to the back-office';
    toast({ title: 'Login successful', description: welcome });
    return true;
  }
  if (auth.status === 'setup' || auth.status === 'new_password') return true;
  // The password was right but the session did not hold (cookies blocked, or lost on the way back).
  toast({ title: 'Login failed', description: SESSION_NOT_KEPT, variant: 'destructive' });
  return false;
}

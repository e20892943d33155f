import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { ApiError } from '../../lib/api-client';
import { apiLogout } from '../lib/admin-api';
import { markSignedOut } from '../lib/session';
import { apiChooseNewPassword } from '../lib/password-api';
import { finishSignIn } from './finish-sign-in';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPasswordForm } from './useNewPasswordForm';

/**
 * Right after signing in with a password someone else set (an admin, the command line): the account chooses its
 * own, and only then goes on (to the dashboard, or to setting up a required second factor).
 */
export function ChooseNewPasswordScreen({ user }: { user: AdminUser }) {
  const form = useNewPasswordForm(
    async (password) => {
      await apiChooseNewPassword(password);
      await finishSignIn();
    },
    (error) => {
      // The sign-in ran out (30 minutes): back to the password.
      if (error instanceof ApiError && error.status === 401) {
        markSignedOut();
        return null;
      }
      return error instanceof ApiError
        ? (error.fields.password ?? error.serverMessage)
        : 'Could not save your new password.';
    },
  );

  async function signOut() {
    await apiLogout().catch(() => undefined);
    markSignedOut();
  }

  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Choose a new password</h1>
      <p className="mt-1 text-slate-700">
        {user.username}, your password was set by someone else. Choose your own to continue: from now on only you know
        it.
      </p>
      <form onSubmit={form.submit} className="mt-6 space-y-4" aria-busy={form.pending}>
        <NewPasswordFields {...form.fields} />
        <button type="submit" className="btn btn-primary" disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Save and continue'}
        </button>
      </form>
      <button
        type="button"
        className="mt-6 text-sm font-medium text-slate-700 underline"
        onClick={() => void signOut()}
      >
        Sign out
      </button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../api/domain/admin-api';
import { ApiError } from '../../lib/api-client';
import { apiLogout } from '../lib/admin-api';
import { markSignedOut } from '../lib/auth-store';
import { apiChooseNewPassword } from '../lib/password-api';
import { finishSignIn } from './finish-sign-in';
import { newPasswordProblem, NewPasswordFields } from './NewPasswordFields';

/**
 * Right after signing in with a password someone else set (an admin, the command line): the account chooses its
 * own, and only then goes on (to the dashboard, or to setting up a required second factor).
 */
export function ChooseNewPasswordScreen({ user }: { user: AdminUser }) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password, repeated);
    setProblem(found);
    if (found || pending) return;
    setPending(true);
    try {
      await apiChooseNewPassword(password);
      if (await finishSignIn()) return;
    } catch (error) {
      // The sign-in ran out (30 minutes): back to the password.
      if (error instanceof ApiError && error.status === 401) return markSignedOut();
      setProblem(error instanceof ApiError ? (error.fields.password ?? error.serverMessage) : 'Could not save your new password.');
    }
    setPending(false);
  }

  async function signOut() {
    await apiLogout().catch(() => undefined);
    markSignedOut();
  }

  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Choose a new password</h1>
      <p className="mt-1 text-slate-700">
        {user.username}, your password was set by someone else. Choose your own to continue: from now on only you know it.
      </p>
      <form onSubmit={submit} className="mt-6 space-y-4" aria-busy={pending}>
        <NewPasswordFields password={password} repeated={repeated} onPassword={setPassword} onRepeated={setRepeated} problem={problem} />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save and continue'}
        </button>
      </form>
      <button type="button" className="mt-6 text-sm font-medium text-slate-700 underline" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

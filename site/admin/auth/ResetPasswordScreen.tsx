import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { apiResetPassword } from '../lib/password-api';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPasswordForm } from './useNewPasswordForm';
import { SignInCard } from './SignInCard';

/** The page a "Forgot your password?" email links to: the token from the link, a new password, then sign in with it. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const form = useNewPasswordForm(
    async (password) => {
      await apiResetPassword(token, password);
      setDone(true);
    },
    (error) =>
      error instanceof ApiError
        ? (error.fields.password ?? error.serverMessage) || 'Failed to connect to server'
        : 'Could not save your new password.',
  );

  return (
    <SignInCard title="Choose a new password">
      {done ? (
        <>
          <p role="status" className="mt-2 text-slate-700">
            Your new password is saved, and every session of your account has ended. Sign in with it now.
          </p>
          <a href="/admin" className="btn btn-primary mt-6 w-full">
            Go to sign in
          </a>
        </>
      ) : !token ? (
        <p className="mt-2 text-slate-700">
          This link is not complete. Please use the whole link from the email, or{' '}
          <a className="underline" href="/admin">
            ask for a new one
          </a>
          .
        </p>
      ) : (
        <form onSubmit={form.submit} className="mt-6 space-y-4" aria-busy={form.pending}>
          <NewPasswordFields {...form.fields} />
          <button type="submit" className="btn btn-primary w-full" disabled={form.pending}>
            {form.pending ? 'Saving...' : 'Save new password'}
          </button>
        </form>
      )}
    </SignInCard>
  );
}

import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { apiResetPassword } from '../lib/password-api';
import { BrandMark } from '../shell/BrandMark';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPasswordForm } from './useNewPasswordForm';

/** The page a "Forgot your password?" email links to: the token from the link, a new password, then sign in with it. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const form = useNewPasswordForm(
    async (password) => {
      await apiResetPassword(token, password);
      setDone(true);
    },
    (error) => (error instanceof ApiError ? (error.fields.password ?? error.serverMessage) || 'Failed to connect to server' : 'Could not save your new password.'),
  );

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <BrandMark className="size-10 shrink-0" />
          <p className="font-bold text-brand-800">Your home in Ghana</p>
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-900">Choose a new password</h1>
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
            This link is not complete. Please use the whole link from the email, or <a className="underline" href="/admin">ask for a new one</a>.
          </p>
        ) : (
          <form onSubmit={form.submit} className="mt-6 space-y-4" aria-busy={form.pending}>
            <NewPasswordFields {...form.fields} />
            <button type="submit" className="btn btn-primary w-full" disabled={form.pending}>
              {form.pending ? 'Saving...' : 'Save new password'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}

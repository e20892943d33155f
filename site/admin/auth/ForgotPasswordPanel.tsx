import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { FieldProblem } from '../account/FieldProblem';
import { apiPasswordResetByEmail, apiRequestPasswordReset } from '../lib/password-api';

/**
 * "Forgot your password?": with email set up here, a link by email to the account's address (the same answer
 * whether or not there is such an account); without it, who can help.
 */
export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const ids = { login: useId(), problem: useId() };

  useEffect(() => {
    apiPasswordResetByEmail().then(
      (answer) => setByEmail(answer.byEmail),
      () => setByEmail(false),
    );
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem('');
    try {
      setSent((await apiRequestPasswordReset(login.trim())).message);
    } catch (error) {
      const offline = !(error instanceof ApiError) || error.status === 0;
      setProblem(offline ? 'Failed to connect to server' : (error.fields.login ?? error.serverMessage));
    }
    setPending(false);
  }

  return (
    <div className="mt-6">
      <h2 className="text-lg font-bold text-ink-900">Forgot your password?</h2>
      {byEmail === null && (
        <p role="status" className="mt-2 text-slate-700">
          Loading...
        </p>
      )}
      {byEmail === false && (
        <p className="mt-2 text-slate-700">
          Please ask an admin to set a new password for you. Whoever runs the server can also set one with{' '}
          <code className="text-sm">npm run admin -- reset-password &lt;username&gt;</code>.
        </p>
      )}
      {byEmail && sent && (
        <p role="status" className="mt-2 text-slate-700">
          {sent}
        </p>
      )}
      {byEmail && !sent && (
        <form className="mt-2 space-y-4" onSubmit={submit} aria-busy={pending}>
          <p className="text-slate-700">
            Enter your username or email address and we will email you a link to choose a new password.
          </p>
          <div>
            <label htmlFor={ids.login} className="block font-medium text-ink-900">
              Username or email address
            </label>
            <input
              id={ids.login}
              name="login"
              autoComplete="username"
              required
              autoCapitalize="none"
              spellCheck={false}
              value={login}
              onChange={(event) => setLogin(event.target.value)}
              aria-invalid={problem !== '' || undefined}
              aria-describedby={problem ? ids.problem : undefined}
              className={`${CONTROL_CLASS} mt-1`}
            />
            <FieldProblem id={ids.problem} message={problem} />
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={pending}>
            {pending ? 'Sending...' : 'Email me a link'}
          </button>
        </form>
      )}
      <button type="button" className="mt-6 text-sm font-medium text-slate-700 underline" onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}

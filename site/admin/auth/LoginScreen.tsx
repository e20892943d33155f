import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { apiLogin } from '../lib/admin-api';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { finishSignIn } from './finish-sign-in';
import { SecondFactorStep } from './SecondFactorStep';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { SignInCard } from './SignInCard';

/**
 * The Admin Login screen: both fields required, then POST /api/admin/login and a re-check. An
 * account with a second factor then gives its code (`step` 'code'; also after a reload mid-way, from the check).
 */
export function LoginScreen({ initialStep = 'password' }: { initialStep?: 'password' | 'code' }) {
  const [step, setStep] = useState<'password' | 'code' | 'forgot'>(initialStep);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const answer = await apiLogin(username.trim(), password);
      if ('secondFactorRequired' in answer) {
        setPassword('');
        setStep('code');
        setPending(false);
        return;
      }
      if (!(await finishSignIn())) setPending(false);
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      if (offline) {
        toast({ title: 'Error', description: 'Failed to connect to server', variant: 'destructive' });
      } else {
        // Too many attempts is a 429 with its own message: say so rather than blame the password.
        const throttled = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Login failed',
          description: throttled ? error.serverMessage : 'Invalid username or password',
          variant: 'destructive',
        });
        setPassword('');
        passwordRef.current?.focus();
      }
      setPending(false);
    }
  }

  return (
    <SignInCard title="Admin Login">
      <p className="mt-1 text-slate-700">
        {step === 'code'
          ? 'Two-factor authentication: one more step.'
          : 'Sign in to manage leads, subscribers and users.'}
      </p>
      {step === 'code' && <SecondFactorStep onRestart={() => setStep('password')} />}
      {step === 'forgot' && <ForgotPasswordPanel onBack={() => setStep('password')} />}
      {step === 'password' && (
        <form className="mt-6 space-y-4" onSubmit={submit} aria-busy={pending}>
          <div>
            <label htmlFor={ids.username} className="block font-medium text-ink-900">
              Username
            </label>
            <input
              id={ids.username}
              name="username"
              autoComplete="username"
              required
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              className={`${CONTROL_CLASS} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={ids.password} className="block font-medium text-ink-900">
              Password
            </label>
            <input
              id={ids.password}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={`${CONTROL_CLASS} mt-1`}
            />
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </button>
          <button
            type="button"
            className="text-sm font-medium text-slate-700 underline"
            onClick={() => setStep('forgot')}
          >
            Forgot your password?
          </button>
        </form>
      )}
    </SignInCard>
  );
}

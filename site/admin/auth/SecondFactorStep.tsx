import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { apiLogout, apiSecondFactorLogin } from '../lib/admin-api';
import { finishSignIn } from './finish-sign-in';

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({ onRestart }: { onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  // The step's one field takes the focus as it appears, and again when it turns into the other kind of code.
  useEffect(() => inputRef.current?.focus(), [recovery]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await apiSecondFactorLogin(recovery ? { recoveryCode: value } : { code: value });
      if (await finishSignIn()) return;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        toast({ title: 'Error', description: 'Failed to connect to server', variant: 'destructive' });
      } else {
        toast({ title: 'Login failed', description: error.serverMessage, variant: 'destructive' });
        // Too late (5 minutes): the password again.
        if (error.code === 'sign_in_expired') return onRestart();
        setValue('');
        inputRef.current?.focus();
      }
    }
    setPending(false);
  }

  function toggle() {
    setRecovery(!recovery);
    setValue('');
  }

  async function restart() {
    await apiLogout().catch(() => undefined);
    onRestart();
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={submit} aria-busy={pending}>
      <div>
        <label htmlFor={inputId} className="block font-medium text-ink-900">
          {recovery ? 'Recovery code' : 'Authentication code'}
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {recovery
            ? 'Enter one of the recovery codes you saved. Each works once.'
            : 'Enter the 6-digit code from your authenticator app'}
        </p>
        <input
          key={recovery ? 'recovery' : 'code'}
          id={inputId}
          ref={inputRef}
          name={recovery ? 'recoveryCode' : 'code'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={recovery ? 40 : 20}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={`${CONTROL_CLASS} mt-1 tracking-widest`}
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-medium text-brand-800 underline" onClick={toggle}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="font-medium text-slate-700 underline" onClick={() => void restart()}>
          Start over
        </button>
      </div>
    </form>
  );
}

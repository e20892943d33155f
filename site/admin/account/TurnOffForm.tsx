import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { useDisableSecondFactor } from './useSecondFactor';

/** Turning the second factor off: asks for the password, so an unattended open session cannot do it. */
export function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const disable = useDisableSecondFactor();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const ids = { password: useId(), problem: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem('');
    try {
      await disable.mutateAsync(password);
      toast({ title: 'Two-factor authentication is off', description: 'You sign in with your password alone now.' });
    } catch (error) {
      setPassword('');
      setProblem(error instanceof ApiError ? error.serverMessage : 'Could not turn it off.');
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 p-4" aria-busy={disable.isPending}>
      <label htmlFor={ids.password} className="block font-medium text-ink-900">
        Your password
      </label>
      <input
        id={ids.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={problem !== '' || undefined}
        aria-describedby={problem ? ids.problem : undefined}
        className={`${CONTROL_CLASS} mt-1 sm:max-w-sm`}
      />
      {problem && (
        <p id={ids.problem} role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className="btn btn-sm bg-red-700 text-white hover:bg-red-800" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off...' : 'Turn off two-factor authentication'}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

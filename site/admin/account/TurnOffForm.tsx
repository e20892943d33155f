import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { FieldProblem } from './FieldProblem';
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
      <CurrentPasswordInput
        id={ids.password}
        value={password}
        onChange={setPassword}
        problem={problem}
        problemId={ids.problem}
        className="mt-1"
      />
      <FieldProblem id={ids.problem} message={problem} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn btn-sm bg-red-700 text-white hover:bg-red-800"
          disabled={disable.isPending}
        >
          {disable.isPending ? 'Turning off...' : 'Turn off two-factor authentication'}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { FieldProblem } from './FieldProblem';
import { toastApiError } from '../lib/toast-api-error';

/**
 * The password before a new authenticator is set up from a signed-in session: whoever finds a session left open
 * must not enrol their own app and take the recovery codes. `start` sends it; a wrong one is shown by the field.
 */
export function StartEnrolmentForm({
  label,
  pending,
  start,
}: {
  label: string;
  pending: boolean;
  start: (password: string) => Promise<unknown>;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const ids = { password: useId(), problem: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem('');
    try {
      await start(password);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.password : undefined;
      setPassword('');
      if (fieldMessage) setProblem(fieldMessage);
      else toastApiError('Could not start', error);
    }
  }

  return (
    <form onSubmit={submit} className="mt-4" aria-busy={pending}>
      <label htmlFor={ids.password} className="block font-medium text-ink-900">
        Your password
      </label>
      <p className="text-sm text-slate-700">To turn it on, first confirm it is you.</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <CurrentPasswordInput
          id={ids.password}
          value={password}
          onChange={setPassword}
          problem={problem}
          problemId={ids.problem}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Starting...' : label}
        </button>
      </div>
      <FieldProblem id={ids.problem} message={problem} />
    </form>
  );
}

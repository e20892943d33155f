import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { apiChangeOwnPassword } from '../lib/password-api';
import { newPasswordProblem, NewPasswordFields } from '../auth/NewPasswordFields';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { FieldProblem } from './FieldProblem';

/** Changing your own password: the current one proves it is you; your other sessions end, this one goes on. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problems, setProblems] = useState({ current: '', password: '' });
  const [pending, setPending] = useState(false);
  const ids = { heading: useId(), current: useId(), problem: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeated);
    setProblems({ current: '', password: problem });
    if (problem || pending) return;
    setPending(true);
    try {
      await apiChangeOwnPassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeated('');
      toast({
        title: 'Password changed',
        description: 'You are still signed in here; your other sessions have ended.',
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const message = error instanceof ApiError ? error.serverMessage : 'Could not change your password.';
      setProblems({
        current: fields.currentPassword ?? '',
        password: fields.newPassword ?? (fields.currentPassword ? '' : message),
      });
      setCurrent('');
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby={ids.heading}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={ids.heading} className="text-xl font-bold text-ink-900">
        Password
      </h2>
      <p className="mt-2 text-slate-700">Changing it signs you out everywhere else.</p>
      <form onSubmit={submit} className="mt-4 space-y-3" aria-busy={pending}>
        <div>
          <label htmlFor={ids.current} className="block font-medium text-ink-900">
            Current password
          </label>
          <CurrentPasswordInput
            id={ids.current}
            value={current}
            onChange={setCurrent}
            problem={problems.current}
            problemId={ids.problem}
            className="mt-1"
          />
          <FieldProblem id={ids.problem} message={problems.current} />
        </div>
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPassword={setPassword}
          onRepeated={setRepeated}
          problem={problems.password}
        />
        <button type="submit" className="btn btn-sm btn-primary" disabled={pending}>
          {pending ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

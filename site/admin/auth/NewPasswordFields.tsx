import { useId } from 'react';
import { ADMIN_ACCOUNT_RULES } from '#contract/admin-users/admin-users-api';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { FieldProblem } from '../account/FieldProblem';

/** Why a new password and its repetition are not ready to send, or '' when they are. */
export function newPasswordProblem(password: string, repeated: string): string {
  if ([...password].length < ADMIN_ACCOUNT_RULES.passwordMinLength)
    return `Please choose a password of at least ${ADMIN_ACCOUNT_RULES.passwordMinLength} characters.`;
  if (password !== repeated) return 'The two passwords are not the same. Please type the new one again.';
  return '';
}

/**
 * A new password typed twice (so a typo does not lock its owner out), with the problem the server or the check found.
 */
export function NewPasswordFields({
  password,
  repeated,
  onPassword,
  onRepeated,
  problem,
}: {
  password: string;
  repeated: string;
  onPassword: (value: string) => void;
  onRepeated: (value: string) => void;
  problem: string;
}) {
  const ids = { password: useId(), repeated: useId(), problem: useId(), hint: useId() };
  const invalid = problem !== '' || undefined;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={ids.password} className="block font-medium text-ink-900">
          New password
        </label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          className={`${CONTROL_CLASS} mt-1 sm:max-w-sm`}
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          At least {ADMIN_ACCOUNT_RULES.passwordMinLength} characters. A few words you will remember make a good one.
        </p>
      </div>
      <div>
        <label htmlFor={ids.repeated} className="block font-medium text-ink-900">
          New password again
        </label>
        <input
          id={ids.repeated}
          type="password"
          autoComplete="new-password"
          required
          value={repeated}
          onChange={(event) => onRepeated(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={problem ? ids.problem : undefined}
          className={`${CONTROL_CLASS} mt-1 sm:max-w-sm`}
        />
      </div>
      <FieldProblem id={ids.problem} message={problem} />
    </div>
  );
}

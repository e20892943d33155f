import { ValidateBy } from 'class-validator';
import { passwordProblem } from './password';

/**
 * A password of 10 to 256 characters. With `required: false` an empty one passes (the user form's
 * "keep the current password"). The message says what is wrong.
 */
export function IsAcceptablePassword({ required }: { required: boolean }): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'string') return 'Please enter the password as text.';
    if (value === '') return required ? 'Please enter a password.' : null;
    return passwordProblem(value);
  };
  return ValidateBy(
    { name: 'isAcceptablePassword', validator: { validate: (value) => problem(value) === null } },
    { message: (args) => problem(args.value) ?? 'Please check the password.' },
  );
}

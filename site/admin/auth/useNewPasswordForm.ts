import { useState, type FormEvent } from 'react';
import { newPasswordProblem } from './NewPasswordFields';

/**
 * A new password typed twice, checked here first, then `save`d; what `save` throws becomes the form's problem
 * through `problemOf` (which may also act, and answer null to leave the form as it is).
 */
export function useNewPasswordForm(
  save: (password: string) => Promise<void>,
  problemOf: (error: unknown) => string | null,
) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password, repeated);
    setProblem(found);
    if (found || pending) return;
    setPending(true);
    try {
      await save(password);
    } catch (error) {
      const said = problemOf(error);
      if (said !== null) setProblem(said);
    }
    setPending(false);
  }

  return { fields: { password, repeated, onPassword: setPassword, onRepeated: setRepeated, problem }, pending, submit };
}

import { isFieldMarked, isFieldShown, type JoinField } from './join-form-rules';
import { useJoinFormContext } from './useJoinFormContext';

/**
 * What every control of the join form needs to know about its field, from the form's one set of rules:
 * whether it is shown and asked for, whether it is locked while sending, and its error.
 */
export function useJoinField(name: JoinField) {
  const { role, fields, errors, status, fieldId } = useJoinFormContext();
  const id = fieldId(name);
  const error = errors[name];
  const errorId = `${id}-error`;
  const marked = role !== null && isFieldMarked(role, name);
  return {
    id,
    error,
    errorId,
    shown: role !== null && isFieldShown(role, fields, name),
    /** The control's `required`; the form is noValidate, so it tells assistive technology, not the browser. */
    required: marked,
    marked,
    /** Read-only, never disabled, while a submission is out: a disabled control drops keyboard focus. */
    locked: status === 'pending',
    aria: {
      'aria-invalid': error !== undefined ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

export type JoinFieldState = ReturnType<typeof useJoinField>;

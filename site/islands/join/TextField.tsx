import type { JoinTextField } from '#contract/leads/join-form';
import { joinFieldLabel } from '#contract/leads/join-field-labels';
import { CONTROL_CLASS } from './field-styles';
import { FieldFrame } from './FieldFrame';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

interface TextFieldProps {
  name: JoinTextField;
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  /** Renders a 4-row text area instead of a one-line input. */
  multiline?: boolean;
}

/**
 * A free-text field; shown, marked and required as the form's rules say. No maxLength: it would cut a
 * pasted text silently, and the form checks no length (the API says so beside the field instead).
 */
export function TextField({ name, type = 'text', placeholder, autoComplete, multiline }: TextFieldProps) {
  const field = useJoinField(name);
  const { role, fields, setField } = useJoinFormContext();
  if (!field.shown || !role) return null;

  const control = {
    id: field.id,
    name,
    value: fields[name],
    required: field.required,
    readOnly: field.locked,
    placeholder,
    autoComplete,
    ...field.aria,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  };
  return (
    <FieldFrame field={field} label={joinFieldLabel(role, name)}>
      {multiline ? (
        <textarea {...control} rows={4} className={`${CONTROL_CLASS} resize-y`} />
      ) : (
        <input {...control} type={type} className={CONTROL_CLASS} />
      )}
    </FieldFrame>
  );
}

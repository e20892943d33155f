import { MAX_LENGTH, type JoinTextField } from '../../../api/domain/join-form';
import { CONTROL_CLASS } from './field-styles';
import { errorProps, FieldFrame } from './FieldFrame';
import { useJoinFormContext } from './JoinFormContext';

interface TextFieldProps {
  name: JoinTextField;
  label: string;
  marked?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  /** Renders a 4-row text area (SPEC 9) instead of a one-line input. */
  multiline?: boolean;
}

export function TextField({ name, label, marked, required, type = 'text', placeholder, autoComplete, multiline }: TextFieldProps) {
  const { fields, errors, fieldId, setField } = useJoinFormContext();
  const id = fieldId(name);
  const control = {
    id,
    name,
    value: fields[name],
    required,
    placeholder,
    autoComplete,
    // Required by the form's own check rather than the browser's (SPEC 5); say so to assistive technology.
    'aria-required': marked && !required ? true : undefined,
    maxLength: name === 'name' ? MAX_LENGTH.name : name === 'email' ? MAX_LENGTH.email : MAX_LENGTH.text,
    ...errorProps(id, errors[name]),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  };

  return (
    <FieldFrame id={id} label={label} marked={marked ?? required} error={errors[name]}>
      {multiline ? (
        <textarea {...control} rows={4} className={`${CONTROL_CLASS} resize-y`} />
      ) : (
        <input {...control} type={type} className={CONTROL_CLASS} />
      )}
    </FieldFrame>
  );
}

import { FIELD_CHOICES, type ChoiceField } from '#contract/leads/field-choices';
import { joinFieldLabel } from '#contract/leads/join-field-labels';
import { FieldFrame } from './FieldFrame';
import { NativeSelect } from './NativeSelect';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

/** One of the form's selects, offering its option list (FIELD_CHOICES). */
export function SelectField({ name, placeholder }: { name: ChoiceField; placeholder: string }) {
  const field = useJoinField(name);
  const { role, fields, setField } = useJoinFormContext();
  if (!field.shown || !role) return null;
  return (
    <FieldFrame field={field} label={joinFieldLabel(role, name)}>
      <NativeSelect
        id={field.id}
        name={name}
        value={fields[name]}
        placeholder={placeholder}
        options={FIELD_CHOICES[name]}
        onChange={(event) => setField(name, event.target.value)}
        required={field.required}
        aria-disabled={field.locked || undefined}
        {...field.aria}
      />
    </FieldFrame>
  );
}

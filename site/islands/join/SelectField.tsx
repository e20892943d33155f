import { FIELD_CHOICES, type ChoiceField } from '#contract/leads/field-choices';
import { FieldFrame } from './FieldFrame';
import { NativeSelect } from './NativeSelect';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

/** One of the form's selects, offering its option list (FIELD_CHOICES). */
export function SelectField({ name, label, placeholder }: { name: ChoiceField; label: string; placeholder: string }) {
  const field = useJoinField(name);
  const { fields, setField } = useJoinFormContext();
  if (!field.shown) return null;
  return (
    <FieldFrame field={field} label={label}>
      <NativeSelect
        id={field.id}
        name={name}
        value={fields[name]}
        placeholder={placeholder}
        options={FIELD_CHOICES[name]}
        onChange={(event) => setField(name, event.target.value)}
        aria-disabled={field.locked || undefined}
        {...field.aria}
      />
    </FieldFrame>
  );
}

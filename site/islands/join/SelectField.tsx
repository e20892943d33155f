import type { JoinTextField } from '../../../api/domain/join-form';
import type { Option } from '../../../api/domain/join-options';
import { errorProps, FieldFrame } from './FieldFrame';
import { useJoinFormContext } from './JoinFormContext';
import { NativeSelect } from './NativeSelect';

interface SelectFieldProps {
  name: JoinTextField;
  label: string;
  placeholder: string;
  options: readonly Option[];
  marked?: boolean;
}

export function SelectField({ name, label, placeholder, options, marked }: SelectFieldProps) {
  const { fields, errors, fieldId, setField } = useJoinFormContext();
  const id = fieldId(name);
  return (
    <FieldFrame id={id} label={label} marked={marked} error={errors[name]}>
      <NativeSelect
        id={id}
        name={name}
        value={fields[name]}
        placeholder={placeholder}
        options={options}
        onChange={(event) => setField(name, event.target.value)}
        {...errorProps(id, errors[name])}
      />
    </FieldFrame>
  );
}

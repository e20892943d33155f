import type { JoinTextField } from '../../../api/domain/join-form';
import type { Option } from '../../../api/domain/join-options';
import { SELECT_CLASS } from './field-styles';
import { errorProps, FieldFrame } from './FieldFrame';
import { useJoinFormContext } from './JoinFormContext';
import { SelectChevron } from './SelectChevron';

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
      <div className="relative">
        <select
          id={id}
          name={name}
          value={fields[name]}
          onChange={(event) => setField(name, event.target.value)}
          className={`${SELECT_CLASS} ${fields[name] ? '' : 'text-gray-600'}`}
          {...errorProps(id, errors[name])}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-ink-900">
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </FieldFrame>
  );
}

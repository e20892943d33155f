import type { ComponentProps } from 'react';
import type { Option } from '#contract/leads/join-options';
import { SELECT_CLASS } from './field-styles';
import { SelectChevron } from './SelectChevron';

interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children' | 'value' | 'className'> {
  value: string;
  placeholder: string;
  options: readonly Option[];
}

/**
 * A native select (phones show their own picker) with the join form's look: a disabled
 * placeholder shown greyed until something is chosen, and a chevron.
 */
export function NativeSelect({ value, placeholder, options, ...select }: NativeSelectProps) {
  return (
    <div className="relative">
      <select value={value} className={`${SELECT_CLASS} ${value ? '' : 'text-gray-600'}`} {...select}>
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
  );
}

import { useId, type ReactNode, type Ref } from 'react';
import { SELECT_CLASS } from '../../islands/join/field-styles';
import { SelectChevron } from '../../islands/join/SelectChevron';

interface SelectProps {
  label: string;
  /** Only for screen readers, where the context already says what the select is (a filter beside a search). */
  labelHidden?: boolean;
  value: string;
  /** [value, text] pairs; the first is selected when value is empty. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
  /** A form's own id for the select, so its error and hint can point at it. */
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Shown under the select: a form's error message. */
  children?: ReactNode;
}

/** The admin app's one select: labelled and native (phones show their own picker). */
export function Select({
  label,
  labelHidden,
  value,
  options,
  onChange,
  selectRef,
  disabled,
  id: givenId,
  describedBy,
  invalid,
  children,
}: SelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className={`relative ${labelHidden ? '' : 'mt-1'}`}>
        <select
          id={id}
          ref={selectRef}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={SELECT_CLASS}
        >
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      {children}
    </div>
  );
}

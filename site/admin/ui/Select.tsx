import { useId, type Ref } from 'react';
import { SELECT_CLASS } from '../../islands/join/field-styles';
import { SelectChevron } from '../../islands/join/SelectChevron';

interface StatusSelectProps {
  label: string;
  value: string;
  /** [value, text] pairs; the first is selected when value is empty. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
}

/** A labelled native select (phones show their own picker) for the filters and the status edit. */
export function StatusSelect({ label, value, options, onChange, selectRef, disabled }: StatusSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <select id={id} ref={selectRef} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASS}>
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}

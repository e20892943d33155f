import { useId, type ReactNode } from 'react';
import { LABEL_CLASS } from '../../islands/join/field-styles';
import { FieldError } from './FieldError';

const CHECK_CLASS = 'size-5 shrink-0 rounded border-gray-400 accent-brand-700';

interface ChoiceGroupProps {
  legend: string;
  /** What ticking none means. */
  hint: string;
  /** [value, text] pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  chosen: readonly string[];
  /** The values ticked, in the options' order. */
  onChange: (chosen: string[]) => void;
  problem?: string;
  /** Below the boxes: a way to add an option (a typed source). */
  children?: ReactNode;
}

/** A rule's condition as checkboxes: lead types, regions, sources. */
export function ChoiceGroup({ legend, hint, options, chosen, onChange, problem, children }: ChoiceGroupProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(options.map(([option]) => option).filter((option) => (option === value ? on : chosen.includes(option))));
  return (
    <fieldset aria-describedby={[`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')}>
      <legend className={LABEL_CLASS}>{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
      <div className="flex flex-wrap gap-x-4">
        {options.map(([value, text]) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2"
          >
            <input
              id={`${id}-${value}`}
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
              aria-invalid={problem ? true : undefined}
              className={CHECK_CLASS}
            />
            <span className="wrap-anywhere">{text}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={problem} />
    </fieldset>
  );
}

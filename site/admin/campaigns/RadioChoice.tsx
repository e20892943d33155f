import { useId } from 'react';
import { LABEL_CLASS } from '../../islands/join/field-styles';
import { FieldError } from '../routing/FieldError';

interface RadioChoiceProps<Value extends string> {
  legend: string;
  /** [value, text, hint?] in the order shown. */
  options: readonly (readonly [Value, string, string?])[];
  value: Value;
  onChange: (value: Value) => void;
  problem?: string;
}

/** One choice among a few, as radio buttons big enough to tap, each with an optional line of explanation. */
export function RadioChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
  problem,
}: RadioChoiceProps<Value>) {
  const id = useId();
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className={LABEL_CLASS}>{legend}</legend>
      <div className="mt-1 flex flex-col gap-x-8 sm:flex-row sm:flex-wrap">
        {options.map(([option, text, hint]) => (
          <div key={option} className="py-1">
            <label htmlFor={`${id}-${option}`} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                id={`${id}-${option}`}
                type="radio"
                name={id}
                checked={value === option}
                onChange={() => onChange(option)}
                aria-describedby={hint ? `${id}-${option}-hint` : undefined}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="font-medium text-ink-900">{text}</span>
            </label>
            {hint && (
              <p id={`${id}-${option}-hint`} className="pl-7 text-sm text-slate-700">
                {hint}
              </p>
            )}
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={problem} />
    </fieldset>
  );
}

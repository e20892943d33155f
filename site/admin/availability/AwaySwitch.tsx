import { useId } from 'react';

interface AwaySwitchProps {
  checked: boolean;
  onChange: (away: boolean) => void;
  disabled?: boolean;
  /** Whose it is, for the hint: 'you' on one's own account, the username in the Users dialog. */
  who: string;
}

/** "Away": no lead is routed to the agent while it is on, whatever their working hours. */
export function AwaySwitch({ checked, onChange, disabled = false, who }: AwaySwitchProps) {
  const ids = { switch: useId(), hint: useId() };
  return (
    <div className="mt-3">
      <label htmlFor={ids.switch} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={ids.switch}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={ids.hint}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="text-ink-900">Away</span>
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-slate-700">
        {checked
          ? `On: no new leads are routed to ${who}, whatever the working hours.`
          : `Off: leads are routed to ${who} within the working hours.`}
      </p>
    </div>
  );
}

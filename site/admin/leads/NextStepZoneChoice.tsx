import { useId } from 'react';
import type { LeadTimeZone } from '#contract/leads/lead-time-zone';
import { keepsStaffTime } from '#contract/leads/calling-hours';

/** Whether the next-step editor offers "their time": the lead's zone is known and differs from Accra's in the year. */
export function offersTheirTime(zone: LeadTimeZone | null): zone is LeadTimeZone {
  return zone !== null && !keepsStaffTime(zone.name);
}

/** The next-step editor's choice of whose clock its date and time are on: Accra's, or the lead's own. */
export function NextStepZoneChoice({
  zone,
  inLeadZone,
  onChange,
}: {
  zone: LeadTimeZone;
  inLeadZone: boolean;
  onChange: (inLeadZone: boolean) => void;
}) {
  const name = useId();
  const option = (value: boolean, label: string) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-ink-900">
      <input
        type="radio"
        name={name}
        checked={inLeadZone === value}
        onChange={() => onChange(value)}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Date and time in</legend>
      <div className="flex flex-wrap gap-x-5">
        {option(false, 'Accra time')}
        {option(true, `Their time (${zone.label})`)}
      </div>
    </fieldset>
  );
}

import { useEffect, useId, useRef } from 'react';
import type { Weekday, WorkingPeriod } from '#contract/routing/working-hours';
import { focusFirstProblem } from '../ui/focus-first-problem';
import { WorkingDay } from './WorkingDay';
import { addPeriod, canAddPeriod, removePeriod, setDayWorking, updatePeriod, WEEKDAYS } from './working-hours-edit';

interface WorkingHoursEditorProps {
  /** In day order; none: always available. */
  periods: WorkingPeriod[];
  onChange: (periods: WorkingPeriod[]) => void;
  /** Keyed as the server names them: `workingHours[2].end`, `workingHours`. */
  problems: Record<string, string>;
  disabled?: boolean;
}

/**
 * Working hours by weekday (Accra time): a day is off, or has one or more periods from one time to another; a
 * period may run past midnight. No day ticked means always available. One's own on Account, anyone's (admins) in
 * the Users screen's dialog.
 */
export function WorkingHoursEditor({ periods, onChange, problems, disabled = false }: WorkingHoursEditorProps) {
  const id = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Problems just found (the form's check, a refused save): the keyboard lands on the first field to fix.
  useEffect(() => {
    if (fieldset.current && Object.keys(problems).length > 0) focusFirstProblem(fieldset.current);
  }, [problems]);
  // A period just added: its From field takes the focus once it is on screen.
  const focusPeriod = useRef<number | null>(null);
  useEffect(() => {
    if (focusPeriod.current === null) return;
    document.getElementById(`${id}-${focusPeriod.current}-start`)?.focus();
    focusPeriod.current = null;
  }, [id, periods]);

  function add(day: Weekday) {
    const next = addPeriod(periods, day);
    focusPeriod.current = next.findLastIndex((period) => period.day === day);
    onChange(next);
  }

  return (
    <fieldset ref={fieldset} className="mt-3" aria-describedby={`${id}-summary`} disabled={disabled}>
      <legend className="font-semibold text-ink-900">Days and hours (Accra time)</legend>
      <p id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
        {periods.length === 0
          ? 'Always available: no working hours are set. Tick the days you work to set them.'
          : 'Leads are routed only within these hours. A period that ends at or before its start runs past midnight.'}
      </p>
      {problems.workingHours && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problems.workingHours}
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-200">
        {WEEKDAYS.map((day) => (
          <WorkingDay
            key={day}
            idPrefix={id}
            day={day}
            periods={periods.flatMap((period, index) => (period.day === day ? [{ period, index }] : []))}
            canAdd={canAddPeriod(periods)}
            problems={problems}
            onWorking={(working) => onChange(setDayWorking(periods, day, working))}
            onAdd={() => add(day)}
            onTime={(index, change) => onChange(updatePeriod(periods, index, change))}
            onRemove={(index) => onChange(removePeriod(periods, index))}
          />
        ))}
      </ul>
    </fieldset>
  );
}

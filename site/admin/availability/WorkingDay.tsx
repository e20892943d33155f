import type { Weekday, WorkingPeriod } from '#contract/routing/working-hours';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { IconButton } from '../ui/IconButton';
import { dayName, periodNote } from './working-hours-edit';

const CHECK_CLASS = 'size-5 shrink-0 rounded border-gray-400 accent-brand-700';

interface WorkingDayProps {
  /** The editor's id: each field's id is `${idPrefix}-${index}-start`. */
  idPrefix: string;
  day: Weekday;
  /** The day's periods, with their place in the editor's whole list. */
  periods: { period: WorkingPeriod; index: number }[];
  canAdd: boolean;
  problems: Record<string, string>;
  onWorking: (working: boolean) => void;
  onAdd: () => void;
  onTime: (index: number, change: Partial<Pick<WorkingPeriod, 'start' | 'end'>>) => void;
  onRemove: (index: number) => void;
}

/** One weekday of the working-hours editor: ticked with its periods, or off. */
export function WorkingDay({
  idPrefix,
  day,
  periods,
  canAdd,
  problems,
  onWorking,
  onAdd,
  onTime,
  onRemove,
}: WorkingDayProps) {
  const name = dayName(day);
  const working = periods.length > 0;
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
      <label
        htmlFor={`${idPrefix}-day-${day}`}
        className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 sm:w-36"
      >
        <input
          id={`${idPrefix}-day-${day}`}
          type="checkbox"
          checked={working}
          onChange={(event) => onWorking(event.target.checked)}
          className={CHECK_CLASS}
        />
        <span className="font-medium text-ink-900">{name}</span>
      </label>
      <div className="min-w-0 flex-1 space-y-2">
        {!working && <p className="flex min-h-11 items-center text-slate-700">Off</p>}
        {periods.map(({ period, index }, place) => {
          const note = periodNote(period);
          const which = periods.length > 1 ? ` (${place + 1})` : '';
          const problem = problems[`workingHours[${index}]`];
          return (
            <div
              key={index}
              role="group"
              aria-label={`${name}${which}`}
              aria-describedby={problem ? `${idPrefix}-${index}-error` : undefined}
            >
              <div className="flex flex-wrap items-end gap-2">
                {(['start', 'end'] as const).map((end) => {
                  const fieldId = `${idPrefix}-${index}-${end}`;
                  const error = problems[`workingHours[${index}].${end}`];
                  return (
                    <div key={end} className="min-w-34 flex-1 sm:max-w-40">
                      <label htmlFor={fieldId} className={LABEL_CLASS}>
                        {end === 'start' ? 'From' : 'To'}
                        <span className="sr-only">
                          {' '}
                          {name}
                          {which}
                        </span>
                      </label>
                      <input
                        id={fieldId}
                        type="time"
                        required
                        value={period[end]}
                        onChange={(event) => onTime(index, { [end]: event.target.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${fieldId}-error` : undefined}
                        className={`${CONTROL_CLASS} mt-1`}
                      />
                      {error && (
                        <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
                {place > 0 && (
                  <IconButton icon="close" label={`Remove ${name} hours${which}`} onClick={() => onRemove(index)} />
                )}
              </div>
              {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
              {problem && (
                <p id={`${idPrefix}-${index}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
        {working && canAdd && (
          <button type="button" onClick={onAdd} className="btn btn-sm btn-outline">
            Add hours<span className="sr-only"> on {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

import type { LeadTimeZone } from '#contract/leads/lead-time-zone';
import { capitalNote } from '#contract/leads/lead-time-zone';
import { clockIn, isCallingHours, showsStaffTime } from '#contract/leads/calling-hours';
import { useMinuteClock } from './useMinuteClock';

/**
 * Beside a lead's number: their own time now ("14:05 in London") and whether it is a good time to call, updated
 * each minute. Nothing for a zone that is not known, nor (unless `always`) while their clock shows Accra's time:
 * staff know that one.
 */
export function LeadLocalTime({ zone, always = false }: { zone: LeadTimeZone | null; always?: boolean }) {
  const now = useMinuteClock();
  if (!zone) return null;
  const clock = clockIn(zone.name, now);
  if (!clock.isValid || (!always && showsStaffTime(zone.name, now))) return null;
  const good = isCallingHours(zone.name, now);
  const note = capitalNote(zone);
  return (
    <span className="block text-sm whitespace-normal text-slate-700" data-testid="lead-local-time">
      <time dateTime={clock.toISO() ?? undefined} className="font-medium text-ink-900 tabular-nums">
        {clock.toFormat('HH:mm')}
      </time>{' '}
      in {zone.label}
      {note && ` (${note})`}
      {' · '}
      <span className={good ? 'font-medium text-green-800' : 'font-medium text-amber-900'}>
        {good ? 'good time to call' : 'outside calling hours'}
      </span>
    </span>
  );
}

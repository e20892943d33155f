/**
 * The working-hours editor's rules, apart from its markup: the editor holds the periods as one list in day
 * order (so a server's `workingHours[2].end` names the third one shown), and no period at all stands for
 * "always available", which is sent as null.
 */
import {
  TIME_OF_DAY,
  WEEKDAY_NAMES,
  WORKING_PERIODS_MAX,
  type Weekday,
  type WorkingPeriod,
} from '#contract/routing/working-hours';

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const dayName = (day: Weekday) => WEEKDAY_NAMES[day - 1];

/** A day turned on starts with these hours, unless an earlier day has some. */
const FIRST_HOURS = { start: '08:00', end: '17:00' };

/** Stored hours as the editor holds them: a copy, in day order (periods of one day keep their order). */
export function editablePeriods(hours: readonly WorkingPeriod[] | null): WorkingPeriod[] {
  return (hours ?? []).map((period) => ({ ...period })).sort((a, b) => a.day - b.day);
}

/** What is sent: null (always available) when no day has hours. */
export function hoursToSend(periods: readonly WorkingPeriod[]): WorkingPeriod[] | null {
  return periods.length === 0 ? null : periods.map((period) => ({ ...period }));
}

function insertPeriod(periods: readonly WorkingPeriod[], period: WorkingPeriod): WorkingPeriod[] {
  const after = periods.findLastIndex((other) => other.day <= period.day);
  return [...periods.slice(0, after + 1), period, ...periods.slice(after + 1)];
}

/**
 * A day turned on gets the hours of the nearest earlier working day (ticking Monday to Friday repeats
 * Monday's), or 08:00 to 17:00; a day turned off loses all its periods.
 */
export function setDayWorking(periods: readonly WorkingPeriod[], day: Weekday, working: boolean): WorkingPeriod[] {
  if (!working) return periods.filter((period) => period.day !== day);
  if (periods.some((period) => period.day === day)) return [...periods];
  const earlier = periods.findLast((period) => period.day < day) ?? FIRST_HOURS;
  return insertPeriod(periods, { day, start: earlier.start, end: earlier.end });
}

/** Another period on a day (a split shift): its times left to fill in. */
export function addPeriod(periods: readonly WorkingPeriod[], day: Weekday): WorkingPeriod[] {
  return insertPeriod(periods, { day, start: '', end: '' });
}

export function updatePeriod(
  periods: readonly WorkingPeriod[],
  index: number,
  change: Partial<Pick<WorkingPeriod, 'start' | 'end'>>,
): WorkingPeriod[] {
  return periods.map((period, at) => (at === index ? { ...period, ...change } : period));
}

export function removePeriod(periods: readonly WorkingPeriod[], index: number): WorkingPeriod[] {
  return periods.filter((_, at) => at !== index);
}

export const canAddPeriod = (periods: readonly WorkingPeriod[]) => periods.length < WORKING_PERIODS_MAX;

/** What must be fixed before sending, keyed as the server names fields (`workingHours[0].start`). */
export function periodProblems(periods: readonly WorkingPeriod[]): Record<string, string> {
  const problems: Record<string, string> = {};
  periods.forEach((period, index) => {
    for (const end of ['start', 'end'] as const) {
      if (!TIME_OF_DAY.test(period[end])) problems[`workingHours[${index}].${end}`] = 'Enter a time, such as 08:00.';
    }
  });
  if (periods.length > WORKING_PERIODS_MAX) problems.workingHours = `At most ${WORKING_PERIODS_MAX} periods.`;
  return problems;
}

/** Says when a period is more than its two times suggest: a whole day, or one running past midnight. */
export function periodNote(period: WorkingPeriod): string | null {
  if (!TIME_OF_DAY.test(period.start) || !TIME_OF_DAY.test(period.end) || period.end > period.start) return null;
  if (period.end === period.start) {
    return period.start === '00:00' ? 'All day' : `24 hours, to ${nextDayName(period.day)} ${period.end}`;
  }
  return `Runs past midnight, to ${nextDayName(period.day)} ${period.end}`;
}

const nextDayName = (day: Weekday) => dayName(((day % 7) + 1) as Weekday);

/**
 * An agent's working hours: periods on days of the week, in Africa/Accra (STAFF_ZONE), which has no daylight
 * saving. No hours set (null) means always available; the "away" switch makes an agent unavailable whatever
 * the hours. The server routes and chases leads with these functions and the back-office shows them.
 */
import { DateTime } from 'luxon';
import { STAFF_ZONE } from '../shared/staff-zone';

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * One period of work, 'HH:mm' to 'HH:mm' starting on `day`. An end at or before the start runs past midnight
 * into the next day ('22:00' to '06:00'); '00:00' to '00:00' is the whole day.
 */
export interface WorkingPeriod {
  day: Weekday;
  start: string;
  end: string;
}

/** What an agent sets, and what GET/PUT of their availability carry. */
export interface Availability {
  /** null: always available. An empty list: never, until hours are set. */
  workingHours: WorkingPeriod[] | null;
  away: boolean;
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const WORKING_PERIODS_MAX = 28;

/** 'HH:mm', 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTES_A_WEEK = 7 * 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Each period as [from, to) minutes of the week from Monday 00:00; a period past Sunday midnight wraps. */
function spansOf(hours: readonly WorkingPeriod[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const { day, start, end } of hours) {
    const from = (day - 1) * 1440 + minutesOf(start);
    const length = (minutesOf(end) - minutesOf(start) + 1440) % 1440 || 1440;
    const to = from + length;
    if (to <= MINUTES_A_WEEK) spans.push([from, to]);
    else spans.push([from, MINUTES_A_WEEK], [0, to - MINUTES_A_WEEK]);
  }
  return spans;
}

/** The instant's minute of the Accra week, and the start of that week. */
function weekPosition(instant: Date): { minute: number; weekStart: DateTime } {
  const local = DateTime.fromJSDate(instant, { zone: STAFF_ZONE });
  const weekStart = local.startOf('week');
  return { minute: local.diff(weekStart, 'minutes').minutes, weekStart };
}

/** The instant `minute` minutes (fractions kept) after the week's start: Accra keeps one offset all year. */
const atMinute = (weekStart: DateTime, minute: number) => new Date(weekStart.toMillis() + Math.round(minute * 60_000));

/** Whether an agent with these hours works at `instant`. */
export function isWithinHours(hours: readonly WorkingPeriod[] | null, instant: Date): boolean {
  if (hours === null) return true;
  const { minute } = weekPosition(instant);
  return spansOf(hours).some(([from, to]) => minute >= from && minute < to);
}

/** Whether the agent takes leads at `instant`: not away, and within their hours. */
export function isAvailable(availability: Availability, instant: Date): boolean {
  return !availability.away && isWithinHours(availability.workingHours, instant);
}

/**
 * The first instant at or after `instant` within the hours (the instant itself when within them); null when
 * the hours hold no period at all.
 */
export function nextWorkingStart(hours: readonly WorkingPeriod[] | null, instant: Date): Date | null {
  if (hours === null) return instant;
  const spans = spansOf(hours);
  if (spans.length === 0) return null;
  const { minute, weekStart } = weekPosition(instant);
  if (spans.some(([from, to]) => minute >= from && minute < to)) return instant;
  const starts = spans.map(([from]) => (from > minute ? from : from + MINUTES_A_WEEK));
  return atMinute(weekStart, Math.min(...starts));
}

/**
 * The instant at which `minutes` working minutes have passed since `from`: time outside the hours does not
 * count. Always available (null) is plain time; hours with no period never get there (null).
 */
export function addWorkingMinutes(hours: readonly WorkingPeriod[] | null, from: Date, minutes: number): Date | null {
  if (hours === null) return new Date(from.getTime() + minutes * 60_000);
  const spans = spansOf(hours);
  if (spans.length === 0) return null;
  // Overlapping periods count once: walk the week's working minutes as merged, sorted spans.
  const merged: [number, number][] = [];
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const { minute, weekStart } = weekPosition(from);
  let left = minutes;
  for (let week = 0; ; week++) {
    for (const [start, end] of merged) {
      const base = week * MINUTES_A_WEEK;
      const begin = Math.max(start + base, minute);
      if (begin >= end + base) continue;
      const available = end + base - begin;
      if (left <= available) return atMinute(weekStart, begin + left);
      left -= available;
    }
  }
}

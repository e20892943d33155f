import { DateTime } from 'luxon';
import { STAFF_ZONE } from '../shared/staff-zone';

/**
 * When a lead may be called, in their own time: from 08:00 until 20:00 (20:00 itself is too late). The server's
 * Callable now list and the app's "good time to call" read these same functions, so they never disagree.
 */
export const CALLING_HOURS = { from: 8, to: 20 } as const;

/** The wall clock in `zone` at `at` (invalid for a zone no one knows). */
export function clockIn(zone: string, at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone }).setLocale('en-US');
}

/** Whether `at` is within calling hours in `zone`; false for a zone no one knows. */
export function isCallingHours(zone: string, at: Date): boolean {
  const { hour } = clockIn(zone, at);
  return hour >= CALLING_HOURS.from && hour < CALLING_HOURS.to;
}

/** The zones of `zones` where `at` is within calling hours. */
export function zonesInCallingHours(zones: Iterable<string>, at: Date): string[] {
  return [...zones].filter((zone) => isCallingHours(zone, at));
}

/** Whether a clock in `zone` shows Accra's time at `at` (London in winter does; Lagos never). */
export function showsStaffTime(zone: string, at: Date): boolean {
  const clock = clockIn(zone, at);
  return clock.isValid && clock.offset === clockIn(STAFF_ZONE, at).offset;
}

/** The 15th of every month of `year` at noon UTC: one instant in each stretch between two clock changes. */
function instantsOfYear(year: number): Date[] {
  return Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(year, month, 15, 12)));
}

/** Whether every zone of `zones` keeps one clock all year (Germany's two do; Spain's Canaries do not). */
export function keepOneClock(zones: readonly string[], year = new Date().getUTCFullYear()): boolean {
  return instantsOfYear(year).every((at) => new Set(zones.map((zone) => clockIn(zone, at).offset)).size <= 1);
}

/**
 * Whether `zone` shows Accra's time all year (Ghana, Côte d'Ivoire, Iceland): then "their time" would only repeat
 * Accra's, and the app neither offers it for a next step nor shows it beside one. London is not: in summer it differs.
 */
export function keepsStaffTime(zone: string, year = new Date().getUTCFullYear()): boolean {
  // Asked for every row of a list: each zone is worked out once a year.
  const key = `${zone} ${year}`;
  let keeps = keepsStaffTimeSeen.get(key);
  if (keeps === undefined) keepsStaffTimeSeen.set(key, (keeps = keepOneClock([zone, STAFF_ZONE], year)));
  return keeps;
}

const keepsStaffTimeSeen = new Map<string, boolean>();

import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/** A datetime-local input's value ('2026-12-01T09:00'). */
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The minute `now` is in Accra, as a datetime-local value: the earliest a schedule may name. */
export function accraInputAt(now: number): string {
  return DateTime.fromMillis(now, { zone: STAFF_ZONE }).toFormat(INPUT_FORMAT);
}

/**
 * A datetime-local value read as Accra time (staff schedule in the office's time, whatever their device's zone),
 * as the instant the API takes, or what is wrong with it.
 */
export function scheduleAt(value: string, now: number): { at: string } | { problem: string } {
  if (value === '') return { problem: 'Please choose the day and time to send it.' };
  const time = DateTime.fromISO(value, { zone: STAFF_ZONE });
  if (!time.isValid) return { problem: 'Please give the time as a day and a time of day.' };
  if (time.toMillis() <= now) return { problem: 'Please choose a time in the future.' };
  return { at: time.toUTC().toISO()! };
}

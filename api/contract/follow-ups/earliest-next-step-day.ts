import { DateTime } from 'luxon';
import { STAFF_ZONE } from '../shared/staff-zone';

/**
 * The first day a next step may be set for: today in Africa/Accra, as '2026-06-05'. A step is a promise to act,
 * so a day already gone is refused when it is set (the API) and not offered (the editor's date input);
 * steps that became overdue since stay as they are.
 */
export function earliestNextStepDay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: STAFF_ZONE }).toISODate()!;
}

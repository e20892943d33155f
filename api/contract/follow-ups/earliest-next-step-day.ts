import { DateTime } from 'luxon';
import { STAFF_ZONE } from '../shared/staff-zone';

/**
 * The first day a next step may be set for: today in Africa/Accra, as '2026-06-05', or today in the lead's zone
 * for a step set in their time (`zone`). A step is a promise to act, so a day already gone is refused when it is
 * set (the API) and not offered (the editor's date input); steps that became overdue since stay as they are.
 */
export function earliestNextStepDay(now: Date = new Date(), zone: string = STAFF_ZONE): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

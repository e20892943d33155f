import { DateTime } from 'luxon';
import { isAvailable, nextWorkingStart, type Availability } from '#contract/routing/working-hours';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/**
 * Whether an agent takes leads now, as the Users and Routing screens show it: 'Available now', 'Away',
 * 'Off until Mon 08:00' (Accra time), or 'No working hours' when hours are set but hold no period.
 */
export function availabilityText(availability: Availability, now = new Date()): string {
  if (availability.away) return 'Away';
  if (isAvailable(availability, now)) return 'Available now';
  const next = nextWorkingStart(availability.workingHours, now);
  if (!next) return 'No working hours';
  return `Off until ${DateTime.fromJSDate(next, { zone: STAFF_ZONE }).setLocale('en-US').toFormat('ccc HH:mm')}`;
}

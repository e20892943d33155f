import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/** An instant as staff read it: `24 Nov 2026, 09:15 (Accra time)`. */
export function staffTime(iso: string): string {
  return `${DateTime.fromISO(iso, { zone: 'utc' }).setZone(STAFF_ZONE).toFormat('d LLL yyyy, HH:mm')} (Accra time)`;
}

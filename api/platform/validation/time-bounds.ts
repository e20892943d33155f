import { DateTime } from 'luxon';
import { STAFF_ZONE } from '@contract/shared/staff-zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// An instant must say which one it is: a date, a time and Z or an offset.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A `from` or `to` filter: a day ('2026-06-05', a whole day in Africa/Accra, where staff work) or
 * an exact instant ('2026-06-05T14:30:00Z', '…+01:00'). Both ends are inclusive.
 */
export function parseTimeBound(value: string | undefined, end: 'from' | 'to'): DateTime | undefined {
  if (value === undefined) return undefined;
  if (DATE_ONLY.test(value)) {
    const day = DateTime.fromISO(value, { zone: STAFF_ZONE });
    if (!day.isValid) return undefined;
    return end === 'from' ? day.startOf('day') : day.endOf('day');
  }
  if (!INSTANT.test(value)) return undefined;
  const instant = DateTime.fromISO(value, { setZone: true });
  return instant.isValid ? instant : undefined;
}

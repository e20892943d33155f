import type { LeadTimeZone } from '../leads/lead-time-zone';
import { clockIn, keepsStaffTime } from '../leads/calling-hours';
import { STAFF_ZONE } from '../shared/staff-zone';
import type { NextStep } from './follow-up-api';

/**
 * A timed next step in the lead's own time, shown beside its Accra time: '13:00 New York', with their day when it
 * is not Accra's ('Fri 4 Dec, 08:00 Canberra'). Null for a step without a time, a lead whose zone is not known, or
 * a zone that shows Accra's time all year (it would only repeat it).
 */
export function theirStepTime(step: NextStep, zone: LeadTimeZone | null): string | null {
  if (!step.hasTime || !zone || keepsStaffTime(zone.name)) return null;
  const at = new Date(step.at);
  const theirs = clockIn(zone.name, at);
  if (!theirs.isValid) return null;
  const day = theirs.toISODate() === clockIn(STAFF_ZONE, at).toISODate() ? '' : `${theirs.toFormat('ccc d LLL')}, `;
  return `${day}${theirs.toFormat('HH:mm')} ${zone.label}`;
}

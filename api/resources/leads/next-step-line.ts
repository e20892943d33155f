import { DateTime } from 'luxon';
import type { NextStep } from '#contract/follow-ups/follow-up-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/** A next step as an email reads it: `Fri 5 Jun 2026, 18:00 (Accra time): Call after 6 pm UK time`. */
export function nextStepLine(step: NextStep): string {
  const at = DateTime.fromISO(step.at, { zone: 'utc' }).setZone(STAFF_ZONE);
  const when = step.hasTime ? `${at.toFormat('ccc d LLL yyyy, HH:mm')} (Accra time)` : at.toFormat('ccc d LLL yyyy');
  return step.text ? `${when}: ${step.text}` : when;
}

import { DateTime } from 'luxon';
import type { NextStep } from '#contract/follow-ups/follow-up-api';
import { theirStepTime } from '#contract/follow-ups/their-step-time';
import type { LeadTimeZone } from '#contract/leads/lead-time-zone';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/**
 * A next step as an email reads it: `Fri 5 Jun 2026, 18:00 (Accra time): Call after 6 pm UK time`, with the lead's
 * own time beside a timed step when their zone is known and not Accra's (`18:00 (Accra time) · 13:00 New York`).
 */
export function nextStepLine(step: NextStep, zone: LeadTimeZone | null = null): string {
  const at = DateTime.fromISO(step.at, { zone: 'utc' }).setZone(STAFF_ZONE);
  const theirs = theirStepTime(step, zone);
  const when = step.hasTime
    ? `${at.toFormat('ccc d LLL yyyy, HH:mm')} (Accra time)${theirs ? ` · ${theirs}` : ''}`
    : at.toFormat('ccc d LLL yyyy');
  return step.text ? `${when}: ${step.text}` : when;
}

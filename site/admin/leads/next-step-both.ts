import type { NextStep } from '#contract/follow-ups/follow-up-api';
import { theirStepTime } from '#contract/follow-ups/their-step-time';
import type { LeadTimeZone } from '#contract/leads/lead-time-zone';
import { nextStepWhen } from './next-step-format';

/**
 * When a next step is due, in Accra time and, for a timed step of a lead with a zone of its own, theirs too:
 * 'Dec 3, 2026, 18:00 Accra · 13:00 Washington'; otherwise as nextStepWhen says it.
 */
export function nextStepWhenBoth(step: NextStep, zone: LeadTimeZone | null): string {
  const theirs = theirStepTime(step, zone);
  return theirs ? `${nextStepWhen(step)} Accra · ${theirs}` : nextStepWhen(step);
}

/** A card's next step when: both times, or the Accra time said to be Accra's. */
export function nextStepWhenOnCard(step: NextStep, zone: LeadTimeZone | null): string {
  const theirs = theirStepTime(step, zone);
  if (theirs) return `${nextStepWhen(step)} Accra · ${theirs}`;
  return `${nextStepWhen(step)}${step.hasTime ? ' (Accra time)' : ''}`;
}

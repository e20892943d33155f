import { DateTime } from 'luxon';
import type { NextStepInput } from '#contract/follow-ups/follow-up-api';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { validationFailed } from '../../platform/errors';

/** The columns a next step is stored in (see Lead.nextStepAt). */
export interface NextStepColumns {
  nextStepAt: Date | null;
  nextStepHasTime: boolean;
  nextStepText: string;
}

export const PAST_DAY_PROBLEM = 'Choose today or a later day: a next step cannot be in the past.';

/**
 * The zone a step's day and time are read in: Accra's, or with `inLeadZone` the lead's (`leadZone`), where the day
 * must not be gone at `now` either. A 400 naming `nextStep` for a lead whose zone is not known, or a day gone there.
 */
export function nextStepZone(step: NextStepInput | null, leadZone: string | null, now: Date): string {
  if (!step?.inLeadZone) return STAFF_ZONE;
  if (leadZone === null) {
    throw validationFailed({
      nextStep: "This lead's time zone is not known (their number does not tell it): give the time in Accra time.",
    });
  }
  if (step.date < earliestNextStepDay(now, leadZone)) throw validationFailed({ nextStep: PAST_DAY_PROBLEM });
  return leadZone;
}

/**
 * A checked next step as stored: its day and time read in `zone` (nextStepZone) and kept as the instant; a day
 * without a time is the start of that day in Africa/Accra (a step in the lead's zone has a time); null clears it.
 */
export function nextStepColumns(step: NextStepInput | null, zone: string = STAFF_ZONE): NextStepColumns {
  if (step === null) return { nextStepAt: null, nextStepHasTime: false, nextStepText: '' };
  const hasTime = typeof step.time === 'string' && step.time !== '';
  const day = DateTime.fromISO(step.date, { zone: hasTime ? zone : STAFF_ZONE });
  const at = hasTime
    ? day.set({ hour: Number(step.time!.slice(0, 2)), minute: Number(step.time!.slice(3, 5)) })
    : day.startOf('day');
  return { nextStepAt: at.toJSDate(), nextStepHasTime: hasTime, nextStepText: step.text.trim().toWellFormed() };
}

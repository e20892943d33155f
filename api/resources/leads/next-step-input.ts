import { DateTime } from 'luxon';
import type { NextStepInput } from '#contract/follow-ups/follow-up-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/** The columns a next step is stored in (see Lead.nextStepAt). */
export interface NextStepColumns {
  nextStepAt: Date | null;
  nextStepHasTime: boolean;
  nextStepText: string;
}

const dayOf = (date: string) => DateTime.fromISO(date, { zone: STAFF_ZONE });

/** A checked next step as stored: a day without a time is the start of that day in Africa/Accra; null clears it. */
export function nextStepColumns(step: NextStepInput | null): NextStepColumns {
  if (step === null) return { nextStepAt: null, nextStepHasTime: false, nextStepText: '' };
  const day = dayOf(step.date);
  const hasTime = typeof step.time === 'string' && step.time !== '';
  const at = hasTime
    ? day.set({ hour: Number(step.time!.slice(0, 2)), minute: Number(step.time!.slice(3, 5)) })
    : day.startOf('day');
  return { nextStepAt: at.toJSDate(), nextStepHasTime: hasTime, nextStepText: step.text.trim().toWellFormed() };
}

import { DateTime } from 'luxon';
import { NEXT_STEP_TEXT_MAX, type NextStepInput } from '#contract/follow-ups/follow-up-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
// As HasNoControlCharacters: tabs and line breaks are text, the other control characters are not.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The columns a next step is stored in (see Lead.nextStepAt). */
export interface NextStepColumns {
  nextStepAt: Date | null;
  nextStepHasTime: boolean;
  nextStepText: string;
}

const dayOf = (date: string) => DateTime.fromISO(date, { zone: STAFF_ZONE });

/** Why `value` is not a next step (`{ date, time?, text }` or null), or null when it is one. */
export function nextStepProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return 'Give the next step as { date, time, text }, or null to clear it.';
  const { date, time, text } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !DAY.test(date) || !dayOf(date).isValid) return 'Give the date like 2026-06-05.';
  if (time !== undefined && time !== '' && (typeof time !== 'string' || !TIME_OF_DAY.test(time))) return 'Give the time like 18:30 (Accra time), or leave it out.';
  if (typeof text !== 'string') return 'Say what the next step is, as text.';
  if ([...text.trim()].length > NEXT_STEP_TEXT_MAX) return `Please keep the next step under ${NEXT_STEP_TEXT_MAX} characters.`;
  if (CONTROL_CHARACTERS.test(text)) return 'Please remove the unusual invisible characters from the next step.';
  return null;
}

/** A checked next step as stored: a day without a time is the start of that day in Africa/Accra; null clears it. */
export function nextStepColumns(step: NextStepInput | null): NextStepColumns {
  if (step === null) return { nextStepAt: null, nextStepHasTime: false, nextStepText: '' };
  const day = dayOf(step.date);
  const hasTime = typeof step.time === 'string' && step.time !== '';
  const at = hasTime ? day.set({ hour: Number(step.time!.slice(0, 2)), minute: Number(step.time!.slice(3, 5)) }) : day.startOf('day');
  return { nextStepAt: at.toJSDate(), nextStepHasTime: hasTime, nextStepText: step.text.trim().toWellFormed() };
}

import { DateTime } from 'luxon';
import type { NextStep } from '#contract/follow-ups/follow-up-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { formatDate, formatDateTime, inAccra } from '../lib/format';

/** When a next step is due, as staff read it: 'Jun 5, 2026' or 'Jun 5, 2026, 18:30' (Accra time). */
export function nextStepWhen(step: NextStep): string {
  return step.hasTime ? formatDateTime(step.at) : formatDate(step.at);
}

/** A next step as the editor's inputs hold it: its Accra day and, when it has one, its time of day. */
export function nextStepInputs(step: NextStep | null, now = new Date()): { date: string; time: string; text: string } {
  if (!step) return { date: DateTime.fromJSDate(now, { zone: STAFF_ZONE }).toISODate() ?? '', time: '', text: '' };
  const at = inAccra(step.at);
  return { date: at.toISODate() ?? '', time: step.hasTime ? at.toFormat('HH:mm') : '', text: step.text };
}

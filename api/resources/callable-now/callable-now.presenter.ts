import type { CallableLead, CallableReason } from '#contract/leads/callable-now-api';
import { leadTimeZoneOf } from '#contract/leads/lead-time-zone';
import { nextStepOf } from '../leads';
import type { CallableRow } from './callable-now.service';

/** A Callable now row as answered, with why it is there as of `at`. */
export function toCallableLead(row: CallableRow, at: Date): CallableLead {
  const reasons: CallableReason[] = [];
  if (row.firstContactedAt === null) reasons.push('no-first-touch');
  if (row.nextStepAt !== null && row.nextStepAt.getTime() <= at.getTime()) reasons.push('next-step-due');
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    // The query takes only leads with a zone, which only a number read as E.164 gives.
    phoneE164: row.phoneE164!,
    phoneReadable: row.phoneReadable,
    timeZone: leadTimeZoneOf(row.timeZone, row.timeZoneIsCapital)!,
    reasons,
    nextStep: nextStepOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

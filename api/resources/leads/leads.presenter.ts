import type { Lead } from '../../platform/db/entities/Lead';
import type { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import type { LeadRecord, StatusChange } from '#contract/leads/leads-api';
import { FIRST_TOUCH_PARTS, type FirstTouch } from '#contract/leads/first-touch';
import { EMPTY_JOIN_FORM, type JoinFormFields, type LeadReceipt } from '#contract/leads/join-form';
import type { LeadOwner, NextStep } from '#contract/follow-ups/follow-up-api';
import type { OwnerNames } from './owner-names';
import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { leadTimeZoneOf } from '#contract/leads/lead-time-zone';

/** A recorded change as answered, always with the name kept for a user who may since have been deleted. */
export type StatusChangeRecord = StatusChange & { changedByName: string };

/** The form's fields as a lead stores them (the notes of every form become `details`). */
const RECEIPT_FIELDS = (Object.keys(EMPTY_JOIN_FORM) as (keyof JoinFormFields)[]).filter(
  (field): field is Exclude<keyof JoinFormFields, 'contactDetails'> => field !== 'contactDetails',
);
/** What the back-office record copies from the lead as stored; its times and spam mark are written out. */
const RECORD_FIELDS = [
  'id',
  'type',
  ...RECEIPT_FIELDS,
  'contactStatus',
  'leadStatus',
  'phoneE164',
  'phoneReadable',
  'earlierRequests',
  'source',
] as const;

/**
 * A lead as events carry it to alerts and webhook receivers, field by field: never its search text, nor the
 * first-contact time kept for speed to lead, nor staff's own follow-up (its owner and next step), which is for
 * the back-office. (A copy by rest-spread cost three times as much, per lead of every page.)
 */
export function toEventLeadRecord(lead: Lead): EventLeadRecord {
  const record = {} as Record<(typeof RECORD_FIELDS)[number], unknown>;
  for (const field of RECORD_FIELDS) record[field] = lead[field];
  return {
    ...(record as Omit<EventLeadRecord, 'createdAt' | 'updatedAt' | 'spam' | 'firstTouch' | 'consent'>),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    spam: lead.spamAt ? { at: lead.spamAt.toISOString(), by: lead.spamByName ?? '' } : null,
    firstTouch: firstTouchOfLead(lead),
    consent: lead.consentAt
      ? { at: lead.consentAt.toISOString(), privacyNoticeVersion: lead.privacyNoticeVersion ?? '' }
      : null,
  };
}

/**
 * A lead as the back-office reads it: the event's record with its owner, named
 * from `owners` (ownerNamesOf, one lookup for a whole page), and its next step.
 */
export function toLeadRecord(lead: Lead, owners: OwnerNames): LeadRecord {
  const record = toEventLeadRecord(lead) as LeadRecord;
  record.assignedTo = ownerOf(lead, owners);
  record.nextStep = nextStepOf(lead);
  record.erased = lead.erasedAt ? { at: lead.erasedAt.toISOString(), by: lead.erasedByName ?? '' } : null;
  record.mergedIntoId = lead.mergedIntoId;
  record.timeZone = leadTimeZoneOf(lead.timeZone, lead.timeZoneIsCapital);
  return record;
}

/** The lead's owner, or null; also null for an owner `owners` does not name (an account deleted meanwhile). */
export function ownerOf(lead: Pick<Lead, 'assignedToId'>, owners: OwnerNames): LeadOwner | null {
  const username = lead.assignedToId === null ? undefined : owners.get(lead.assignedToId);
  return username === undefined ? null : { id: lead.assignedToId!, username };
}

export function nextStepOf(lead: Pick<Lead, 'nextStepAt' | 'nextStepHasTime' | 'nextStepText'>): NextStep | null {
  return lead.nextStepAt
    ? { at: lead.nextStepAt.toISOString(), hasTime: lead.nextStepHasTime, text: lead.nextStepText }
    : null;
}

function firstTouchOfLead(lead: Lead): FirstTouch {
  const touch = {} as FirstTouch;
  for (const part of FIRST_TOUCH_PARTS) touch[part] = lead[part] ?? '';
  return touch;
}

/**
 * A lead as its visitor is answered: what they sent, as stored, and nothing of the business's. Listed
 * field by field, so a column added for staff (notes, an owner, consent) never reaches the public answer.
 */
export function toLeadReceipt(lead: Lead): LeadReceipt {
  const fields = Object.fromEntries(RECEIPT_FIELDS.map((field) => [field, lead[field]])) as Omit<
    LeadReceipt,
    'type' | 'createdAt' | 'confirmByEmail'
  >;
  return { ...fields, type: lead.type, createdAt: lead.createdAt.toISOString() };
}

/** A status change; `changedBy` only while its user exists (`currentUsername` is their name now, or null). */
export function toStatusChange(change: LeadStatusChange, currentUsername: string | null): StatusChangeRecord {
  return {
    id: change.id,
    leadId: change.leadId,
    field: change.field,
    from: change.fromStatus,
    to: change.toStatus,
    changedAt: change.changedAt.toISOString(),
    changedBy:
      change.changedById !== null && currentUsername !== null
        ? { id: change.changedById, username: currentUsername }
        : null,
    changedByName: change.changedByName,
  };
}

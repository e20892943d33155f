import type { PersonCorrection, PersonRecord } from '#contract/people/people-api';
import type { LeadRecordChange } from '../../platform/db/entities/LeadRecordChange';
import { toPersonNote } from '../lead-notes';
import { toLeadRecord, toStatusChange, toTouchEntry } from '../leads';
import { toNewsletterRecord } from '../newsletter';
import type { PersonData } from './people.service';

/**
 * A person's data as the screen shows it and the export holds
 * it: leads, their status history, notes and touches, subscriptions.
 */
export function toPersonRecord(data: PersonData): PersonRecord {
  const { leads, owners, statusChanges, notes, touches, subscribers, corrections, heldCorrections } = data;
  // On another lead only the person's own values are theirs to see.
  const held = heldCorrections.map(({ change, from, to }) => ({
    ...toCorrection(change),
    from: from ? change.fromValue : null,
    to: to ? change.toValue : null,
  }));
  return {
    leads: leads.map((lead) => toLeadRecord(lead, owners)),
    statusHistory: statusChanges.map((change) => {
      const { changedBy: _currentAccount, ...record } = toStatusChange(change, null);
      return record;
    }),
    notes: notes.map(toPersonNote),
    touches: touches.map((touch) => ({ ...toTouchEntry(touch), leadId: touch.leadId })),
    corrections: [...corrections.map(toCorrection), ...held].sort((a, b) => a.at.localeCompare(b.at)),
    subscriptions: subscribers.map(toNewsletterRecord),
  };
}

function toCorrection(change: LeadRecordChange): PersonCorrection {
  return {
    id: change.id,
    leadId: change.leadId,
    at: change.changedAt.toISOString(),
    field: change.field as PersonCorrection['field'],
    from: change.fromValue,
    to: change.toValue,
    changedByName: change.changedByName,
  };
}

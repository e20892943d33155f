import type { PersonRecord } from '#contract/people/people-api';
import { toPersonNote } from '../lead-notes';
import { toLeadRecord, toStatusChange } from '../leads';
import { toNewsletterRecord } from '../newsletter';
import type { PersonData } from './people.service';

/**
 * A person's data as the screen shows it and the export holds
 * it: leads, their status history and notes, subscriptions.
 */
export function toPersonRecord({ leads, owners, statusChanges, notes, subscribers }: PersonData): PersonRecord {
  return {
    leads: leads.map((lead) => toLeadRecord(lead, owners)),
    statusHistory: statusChanges.map((change) => {
      const { changedBy: _currentAccount, ...record } = toStatusChange(change, null);
      return record;
    }),
    notes: notes.map(toPersonNote),
    subscriptions: subscribers.map(toNewsletterRecord),
  };
}

import type { PersonRecord } from '../../domain/admin-api';
import { toLeadRecord, toStatusChange } from '../leads/leads.presenter';
import { toNewsletterRecord } from '../newsletter/newsletter.presenter';
import type { PersonData } from './people.service';

/** A person's data as the screen shows it and the export holds it: leads, their status history, subscriptions. */
export function toPersonRecord({ leads, owners, statusChanges, subscribers }: PersonData): PersonRecord {
  return {
    leads: leads.map((lead) => toLeadRecord(lead, owners)),
    statusHistory: statusChanges.map((change) => {
      const { changedBy: _currentAccount, ...record } = toStatusChange(change, null);
      return record;
    }),
    subscriptions: subscribers.map(toNewsletterRecord),
  };
}

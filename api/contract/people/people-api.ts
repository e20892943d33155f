import type { PersonNote } from '../lead-notes/lead-notes-api';
import type { LeadRecord, StatusChange } from '../leads/leads-api';
import type { NewsletterRecord } from '../newsletter/newsletter-api';

/**
 * GET /api/people?contact= answers `{ person }` (admins only): everything held about one person, found by
 * their email address or phone number (Act 843, right of access); the export holds the same.
 */
export interface PersonRecord {
  leads: LeadRecord[];
  /** The status changes of those leads, oldest first, each with the name of who made it. */
  statusHistory: Array<Omit<StatusChange, 'changedBy'>>;
  /** What staff wrote about those leads, oldest first: personal data too. */
  notes: PersonNote[];
  subscriptions: NewsletterRecord[];
}

/** POST /api/people/erase answers `{ erased }`: how many records the erasure changed. */
export interface PersonErasure {
  leads: number;
  subscriptions: number;
  /** Staff's notes on the person's leads, deleted. */
  notes: number;
  /** Alert, confirmation and webhook jobs deleted because they carried the person's details. */
  deliveries: number;
}

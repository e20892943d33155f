import type { PersonNote, TouchEntry } from '../lead-notes/lead-notes-api';
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
  /** The calls, messages and meetings staff logged on those leads, oldest first, with their notes. */
  touches: PersonTouch[];
  /**
   * Staff's corrections of a name, email or phone, oldest first: every one on those leads, and those on other
   * leads that took one of the person's contacts off or put it on; there the other value, someone else's, is null.
   */
  corrections: PersonCorrection[];
  subscriptions: NewsletterRecord[];
}

/** A touch as the timeline shows it, with the lead it was logged on. */
export type PersonTouch = TouchEntry & { leadId: number };

/** One correction of a contact field: the old and new value as typed (a phone with its country code). */
export interface PersonCorrection {
  id: number;
  leadId: number;
  at: string;
  field: 'name' | 'email' | 'phone';
  from: string | null;
  to: string | null;
  changedByName: string;
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

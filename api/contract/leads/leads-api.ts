/**
 * The shapes of the back-office API's lead answers: the server produces them and the admin app reads them, so both
 * import them from here. Dates travel as ISO 8601 strings.
 */
import type { FirstTouch } from './first-touch';
import type { LeadOwner, NextStep } from '../follow-ups/follow-up-api';
import type { JoinFormFields } from './join-form';
import type { LeadType } from './join-options';
import type { LeadCounts } from './lead-counting';
import type { ContactStatus, LeadStatus } from './lead-status';
import type { LeadSort } from './lead-sort';
import type { PageInfo } from '../shared/page-info';
import type { LeadTimeZone } from './lead-time-zone';

/**
 * A lead as the back-office reads it: what the join form sent (its `contactDetails` stored as
 * `details`), its type, statuses and times.
 */
export interface LeadRecord extends Omit<JoinFormFields, 'contactDetails'> {
  id: number;
  type: LeadType;
  contactStatus: ContactStatus;
  leadStatus: LeadStatus;
  createdAt: string;
  updatedAt: string;
  /** When staff marked it as spam, and who; null for a lead that is not spam. */
  spam: { at: string; by: string } | null;
  /**
   * The phone as E.164 ('+233244556677'), for tel: and WhatsApp links; null where the typed number could not
   * be parsed.
   */
  phoneE164: string | null;
  /** `phoneE164` grouped for reading ('+233 24 455 6677'); null with it. */
  phoneReadable: string | null;
  /**
   * Leads of any type (not spam) with the same email or E.164
   * phone when this one arrived: above 0, a returning contact.
   */
  earlierRequests: number;
  /** Where the visit began, every part '' when unknown. */
  firstTouch: FirstTouch;
  /** The source the list filters by (first-touch.ts leadSourceOf); '' for a lead from before sources were recorded. */
  source: string;
  /** When the visitor consented by sending the form, and to which privacy notice; null before consent was recorded. */
  consent: { at: string; privacyNoticeVersion: string } | null;
  /** The staff user whose lead this is; null when nobody is. */
  assignedTo: LeadOwner | null;
  /** What is to be done next and when; null when nothing is planned. */
  nextStep: NextStep | null;
  /** When the person's details were erased from this lead (Find a Person), and by whom; null while they are held. */
  erased: { at: string; by: string } | null;
  /**
   * The oldest lead of the group staff merged this one into; null on that lead and on a lead never merged. A
   * lead's contact view (`contactOf`) lists its whole group.
   */
  mergedIntoId: number | null;
  /** The phone's country's zone, for the lead's own time of day; null when the number tells none. */
  timeZone: LeadTimeZone | null;
}

/** The body of PATCH /api/leads/{id} and PATCH /api/{buyers|sellers|renters}/{id}: one or both. */
export interface LeadStatusUpdate {
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
}

/** One recorded status change, as a person's data holds it (a lead's timeline shows them as StatusEntry). */
export interface StatusChange {
  id: number;
  leadId: number;
  field: 'contactStatus' | 'leadStatus';
  from: string;
  to: string;
  changedAt: string;
  /** Who made the change; null once that user has been deleted. */
  changedBy: { id: number; username: string } | null;
  /** The username at the time of the change, kept after that user is deleted (the server always sends it). */
  changedByName?: string;
}

/** GET /api/buyers → `{ buyers, nextCursor, total, totalCapped }`; the same for sellers, renters, leads. */
export type LeadPage<Key extends 'buyers' | 'sellers' | 'renters' | 'leads'> = Record<Key, LeadRecord[]> & PageInfo;

/**
 * The filters of the lead lists, their counts, exports and bulk actions, as query parameters (and as the
 * `filters` of a bulk action). Every one optional; an empty one is ignored. `type` only on /api/leads
 * (a typed path sets it). `spam: 'true'` lists the leads marked as spam instead of the others.
 */
export interface LeadListFilters {
  type?: LeadType;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
  /**
   * A case-insensitive substring of name, email, phone (also as digits, with or without
   * the country code), details, property location, region (value or label) or area.
   */
  search?: string;
  /** Inclusive: a day (yyyy-MM-dd, Africa/Accra) or an ISO instant with Z or an offset. */
  from?: string;
  to?: string;
  spam?: 'true';
  /** The leads of the person who sent lead `contactOf` (same email or E.164 phone), itself included. */
  contactOf?: string;
  /** Exactly this source (LeadRecord's `source`): a utm_source, a referring host or 'Direct'. */
  source?: string;
  /** 'me', 'unassigned' or a user's id. */
  assignedTo?: string;
}

/** A list's query: its filters and its order (lead-sort.ts), which only the lists read, not counts or exports. */
export type LeadListQuery = LeadListFilters & { sort?: LeadSort };

/**
 * GET /api/buyers/counts (sellers, renters) → `{ counts }`: the page's stat cards over every lead of the type
 * that is not spam, qualified as the dashboard counts (QUALIFIED_STATUSES).
 */
export type LeadPageCounts = LeadCounts;

/**
 * Staff actions on leads, each recorded with who and when:
 * - POST /api/leads/{id}/spam → `{ lead }` (marked); DELETE /api/leads/{id}/spam → `{ lead }` (not spam after all);
 * - DELETE /api/leads/{id} → `{ deleted: true, lead }` (admins only);
 * - GET /api/leads/count?<filters> → `{ count }`: the exact count a bulk action's confirmation states;
 * - POST /api/leads/bulk with BulkLeadAction → `{ action, affected }`; a 409 `count_changed` when the
 *   matching leads are no longer `expectedCount` (the confirmation was stale): nothing is changed then.
 * - GET /api/leads/{id} → `{ lead }` (a deep link to one lead).
 * Exports are built by the server and streamed: GET /api/buyers/export.csv (sellers, renters) with the list's
 * filters, and GET /api/newsletters/export.csv?search=, each a download named after its page and day.
 */
export const BULK_LEAD_ACTIONS = ['spam', 'not-spam', 'delete'] as const;
export type BulkLeadActionName = (typeof BULK_LEAD_ACTIONS)[number];
export interface BulkLeadAction {
  action: BulkLeadActionName;
  filters: LeadListFilters;
  expectedCount: number;
}

/**
 * PATCH /api/leads/{id}/contact → `{ lead }`: staff correcting the contact details the visitor typed. Each field
 * optional, none may be emptied; the phone is read with `countryCode` (or the lead's own) as at intake. Each
 * change is in the lead's timeline (old and new value, who, when) and the audit trail (the field's name only);
 * the lead's E.164 phone and its returning-contact count follow. 409 `lead_erased` for an erased lead.
 */
export interface LeadContactUpdate {
  name?: string;
  email?: string;
  phone?: string;
  countryCode?: string;
}

/**
 * POST /api/leads/{id}/merge `{ leadId }` → `{ leads }`: both leads as they now are, the group's oldest first.
 * Two leads of one person (the same email or E.164 phone) become one group: the newer group joins the older
 * lead's, both leads stay as they are, the contact view (`contactOf`) of either lists the whole group, and each
 * lead's timeline says "Merged with #ID by NAME". 409 `not_same_person`, `already_merged`, `lead_erased` or
 * `lead_spam` when they cannot be merged; 400 naming `leadId` for the lead itself or no such lead.
 */
export interface LeadMerge {
  leadId: number;
}

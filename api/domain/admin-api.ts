/**
 * The shapes of the back-office API's answers (SPEC 3 and 7): the server produces them and the
 * admin app reads them, so both import them from here. Dates travel as ISO 8601 strings.
 */
import type { FirstTouch } from './first-touch';
import type { LeadOwner, NextStep } from './follow-up-api';
import type { JoinFormFields } from './join-form';
import type { LeadType } from './join-options';
import type { LeadCounts } from './lead-counting';
import type { PersonNote } from './lead-notes-api';
import type { ContactStatus, LeadStatus } from './lead-status';
import type { SpeedToLead } from './notifications-api';
import type { SubscriberState } from './subscriber-states';

export const ADMIN_ROLES = ['admin', 'user'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** An admin user as every answer shows it: never a password or a hash. */
export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  createdAt: string;
  lastLogin: string | null;
  /** Whether the account signs in with a second factor (issue 13). */
  secondFactorEnabled: boolean;
}

/**
 * GET /api/admin/check. A sign-in waiting for its second factor is not authenticated: it says which step is due
 * (see second-factor-api.ts LoginAnswer).
 */
export interface AuthCheck {
  authenticated: boolean;
  user?: AdminUser;
  secondFactorRequired?: true;
  secondFactorSetupRequired?: true;
  /** Signed in with a temporary password: a new one is to be chosen first. */
  passwordChangeRequired?: true;
}

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
  /** When staff marked it as spam, and who (issue 11); null for a lead that is not spam. */
  spam: { at: string; by: string } | null;
  /** The phone as E.164 ('+233244556677'), for tel: and WhatsApp links; null where the typed number could not be parsed (issue 12). */
  phoneE164: string | null;
  /** `phoneE164` grouped for reading ('+233 24 455 6677'); null with it. */
  phoneReadable: string | null;
  /** Leads of any type (not spam) with the same email or E.164 phone when this one arrived: above 0, a returning contact. */
  earlierRequests: number;
  /** Where the visit began (issue 12), every part '' when unknown. */
  firstTouch: FirstTouch;
  /** The source the list filters by (domain/first-touch.ts leadSourceOf); '' for a lead from before sources were recorded. */
  source: string;
  /** When the visitor consented by sending the form, and to which privacy notice; null before consent was recorded. */
  consent: { at: string; privacyNoticeVersion: string } | null;
  /** The staff user whose lead this is (issue 13); null when nobody is. */
  assignedTo: LeadOwner | null;
  /** What is to be done next and when (issue 13); null when nothing is planned. */
  nextStep: NextStep | null;
}

export interface NewsletterRecord {
  id: number;
  email: string;
  createdAt: string;
  /** Issue 12: Active, Pending (waiting for the confirmation click) or Unsubscribed. */
  state: SubscriberState;
  /** When the visitor gave consent, and the privacy notice's version they were shown; null before issue 12. */
  consentAt: string | null;
  privacyNoticeVersion: string;
}

/**
 * GET /api/people?contact= answers `{ person }` (admins only): everything held about one person, found by
 * their email address or phone number (Act 843, right of access); the export holds the same.
 */
export interface PersonRecord {
  leads: LeadRecord[];
  /** The status changes of those leads, oldest first, each with the name of who made it. */
  statusHistory: Array<Omit<StatusChange, 'changedBy'>>;
  /** What staff wrote about those leads (issue 13), oldest first: personal data too. */
  notes: PersonNote[];
  subscriptions: NewsletterRecord[];
}

/** POST /api/people/erase answers `{ erased }`: how many records the erasure changed. */
export interface PersonErasure {
  leads: number;
  subscriptions: number;
  /** Staff's notes on the person's leads, deleted (issue 13). */
  notes: number;
  /** Alert, confirmation and webhook jobs deleted because they carried the person's details. */
  deliveries: number;
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

/** Counts for one lead type on the dashboard (SPEC 9: contacted = Contacted or Follow-Up; qualified = Qualified or Interested). */
export interface LeadTypeStats extends LeadCounts {
  /** qualified / total as a whole percent; 0 when total is 0. */
  qualifiedPercent: number;
}

/** One period of the trend chart. `period` is its label in Africa/Accra time: 'MMM dd' or 'MMM yyyy'. */
export interface TrendPoint {
  period: string;
  /** The period's first instant, ISO 8601 in Africa/Accra (for tooltips and tests). */
  start: string;
  buyers: number;
  sellers: number;
  renters: number;
  newsletters: number;
}

export const TREND_RANGES = ['daily', 'weekly', 'monthly'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

/** GET /api/admin/stats answers `{ stats: DashboardStats }`. */
export interface DashboardStats {
  buyers: LeadTypeStats;
  sellers: LeadTypeStats;
  renters: LeadTypeStats;
  subscribers: SubscriberCounts;
  /** buyers + sellers + renters + subscribers */
  pipeline: number;
  /** daily: 30 days, weekly: 12 weeks, monthly: 12 months; oldest first, ending with the current period. */
  trends: Record<TrendRange, TrendPoint[]>;
  /** Per lead type: the median time to first contact over the last 30 days, and the leads going cold (issue 10). */
  speedToLead: Record<LeadType, SpeedToLead>;
  /** False when SMTP_URL is not set: the dashboard tells admins that no alert is mailed. */
  emailAlertsEnabled: boolean;
  /** Leads by source over the last 30 days in Africa/Accra (issue 12). */
  leadsBySource: LeadsBySource;
}

/** The dashboard's "Leads by source": the ten sources with most leads, most first, and the rest summed. */
export interface LeadsBySource {
  /** The window's first instant (an Accra midnight), ISO 8601. */
  since: string;
  /** `source` as LeadRecord names it ('' for leads from before sources were recorded). */
  sources: Array<{ source: string; count: number }>;
  otherSources: { sources: number; count: number };
}

/**
 * Paging of every back-office list (issue 11). GET /api/buyers (sellers, renters, leads, newsletters) take
 * `limit` (1 to LIST_LIMIT.max, default LIST_LIMIT.default) and `cursor` (the previous page's nextCursor,
 * valid only with the same filters) beside their filters, and answer the wrapped list plus this. The order
 * is newest first (createdAt, then id, both descending), so new rows arriving between pages never shift them.
 */
export interface PageInfo {
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /**
   * How many rows match the filters. Exact, except for a search that matches more than SEARCH_TOTAL_CAP
   * rows: then it is SEARCH_TOTAL_CAP and `totalCapped` is true ("500+"), as counting every match of a
   * common term would cost what the page itself does not. (At a million leads, PostgreSQL reads about
   * 35,000 rows to find 1,000 matches of the commonest surname, 40 to 100 ms; 500 keep it near 20 ms.)
   */
  total: number;
  totalCapped: boolean;
}

export const LIST_LIMIT = { default: 50, max: 200 } as const;
export const SEARCH_TOTAL_CAP = 500;

/** GET /api/buyers → `{ buyers, nextCursor, total, totalCapped }`; the same for sellers, renters, leads. */
export type LeadPage<Key extends 'buyers' | 'sellers' | 'renters' | 'leads'> = Record<Key, LeadRecord[]> & PageInfo;
/** GET /api/newsletters → `{ newsletters, nextCursor, total, totalCapped }`. */
export type NewsletterPage = { newsletters: NewsletterRecord[] } & PageInfo;

/**
 * The filters of the lead lists, their counts, exports and bulk actions, as query parameters (and as the
 * `filters` of a bulk action). Every one optional; an empty one is ignored. `type` only on /api/leads
 * (a typed path sets it). `spam: 'true'` lists the leads marked as spam instead of the others.
 */
export interface LeadListFilters {
  type?: LeadType;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
  /** A case-insensitive substring of name, email, phone (also as digits, with or without the country code), details, property location, region (value or label) or area. */
  search?: string;
  /** Inclusive: a day (yyyy-MM-dd, Africa/Accra) or an ISO instant with Z or an offset. */
  from?: string;
  to?: string;
  spam?: 'true';
  /** The leads of the person who sent lead `contactOf` (same email or E.164 phone), itself included (issue 12). */
  contactOf?: string;
  /** Exactly this source (LeadRecord's `source`, issue 12): a utm_source, a referring host or 'Direct'. */
  source?: string;
  /** 'me', 'unassigned' or a user's id (issue 13). */
  assignedTo?: string;
}

/**
 * GET /api/buyers/counts (sellers, renters) → `{ counts }`: the page's stat cards over every lead of the type
 * that is not spam, qualified by the page's own rule (PAGE_QUALIFIED_STATUSES).
 */
export type LeadPageCounts = LeadCounts;

/** GET /api/newsletters/counts → `{ counts }` (SPEC 9). */
export interface SubscriberCounts {
  total: number;
  thisMonth: number;
  thisWeek: number;
}

/**
 * Staff actions on leads (issue 11), each recorded with who and when:
 * - POST /api/leads/{id}/spam → `{ lead }` (marked); DELETE /api/leads/{id}/spam → `{ lead }` (not spam after all);
 * - DELETE /api/leads/{id} → `{ deleted: true, lead }` (admins only);
 * - GET /api/leads/count?<filters> → `{ count }`: the exact count a bulk action's confirmation states;
 * - POST /api/leads/bulk with BulkLeadAction → `{ action, affected }`; a 409 `count_changed` when the
 *   matching leads are no longer `expectedCount` (the confirmation was stale): nothing is changed then.
 * - GET /api/leads/{id} → `{ lead }` (a deep link to one lead).
 * Exports are built by the server and streamed: GET /api/buyers/export.csv (sellers, renters) with the list's
 * filters, and GET /api/newsletters/export.csv?search=, each a download named as SPEC 7 says.
 */
export const BULK_LEAD_ACTIONS = ['spam', 'not-spam', 'delete'] as const;
export type BulkLeadActionName = (typeof BULK_LEAD_ACTIONS)[number];
export interface BulkLeadAction {
  action: BulkLeadActionName;
  filters: LeadListFilters;
  expectedCount: number;
}

/** Account rules the server enforces and the user form can show before sending. */
export const ADMIN_ACCOUNT_RULES = {
  usernameMaxLength: 64,
  /** Letters and digits of any script, and . _ @ - (no spaces, so a username reads the same everywhere). */
  usernamePattern: /^[\p{L}\p{N}._@-]+$/u,
  passwordMinLength: 10,
  passwordMaxLength: 256,
} as const;

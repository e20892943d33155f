/**
 * The shapes of the back-office API's answers (SPEC 3 and 7): the server produces them and the
 * admin app reads them, so both import them from here. Dates travel as ISO 8601 strings.
 */
import type { JoinFormFields } from './join-form';
import type { LeadType } from './join-options';
import type { ContactStatus, LeadStatus } from './lead-status';
import type { SpeedToLead } from './notifications-api';

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
}

/** GET /api/admin/check */
export interface AuthCheck {
  authenticated: boolean;
  user?: AdminUser;
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
}

export interface NewsletterRecord {
  id: number;
  email: string;
  createdAt: string;
}

/** The body of PATCH /api/leads/{id} and PATCH /api/{buyers|sellers|renters}/{id}: one or both. */
export interface LeadStatusUpdate {
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
}

/** One recorded status change: GET /api/leads/{id}/history answers `{ history: StatusChange[] }`, oldest first. */
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
export interface LeadTypeStats {
  total: number;
  contacted: number;
  qualified: number;
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
  subscribers: { total: number; thisMonth: number; thisWeek: number };
  /** buyers + sellers + renters + subscribers */
  pipeline: number;
  /** daily: 30 days, weekly: 12 weeks, monthly: 12 months; oldest first, ending with the current period. */
  trends: Record<TrendRange, TrendPoint[]>;
  /** Per lead type: the median time to first contact over the last 30 days, and the leads going cold (issue 10). */
  speedToLead: Record<LeadType, SpeedToLead>;
  /** False when SMTP_URL is not set: the dashboard tells admins that no alert is mailed. */
  emailAlertsEnabled: boolean;
}

/** Account rules the server enforces and the user form can show before sending. */
export const ADMIN_ACCOUNT_RULES = {
  usernameMaxLength: 64,
  /** Letters and digits of any script, and . _ @ - (no spaces, so a username reads the same everywhere). */
  usernamePattern: /^[\p{L}\p{N}._@-]+$/u,
  passwordMinLength: 10,
  passwordMaxLength: 256,
} as const;

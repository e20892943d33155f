/**
 * The follow-up desk: a lead's owner and its next step, the staff list the assign control
 * offers, and the dashboard's due and overdue lists. The server produces these shapes and the admin app
 * reads them. Times are ISO 8601 instants; days and times of day are in Africa/Accra (STAFF_ZONE).
 */
import type { LeadType } from '../leads/join-options';
import type { LeadTimeZone } from '../leads/lead-time-zone';

/** A staff user as the assign control and the owner filter list them: GET /api/staff → `{ staff }`. */
export interface StaffMember {
  id: number;
  username: string;
}

/** Who a lead is assigned to (LeadRecord's `assignedTo`); null is nobody. */
export type LeadOwner = StaffMember;

/** A lead's next step (LeadRecord's `nextStep`): `at` is the instant; without a time, the start of its Accra day. */
export interface NextStep {
  at: string;
  hasTime: boolean;
  text: string;
}

export const NEXT_STEP_TEXT_MAX = 200;

/**
 * A next step as staff set it: a day ('2026-06-05') and optionally a time of day ('18:00'), both Accra
 * time, and what to do. Sent as `nextStep` in PATCH /api/leads/{id}; null clears it.
 */
export interface NextStepInput {
  date: string;
  time?: string;
  text: string;
  /**
   * True: the day and the time are the lead's own (their LeadRecord `timeZone`), which the server turns into the
   * instant; the day may then be their today even when Accra's is later. Needs a time (a day without one is an
   * Accra day), and a lead whose zone is known (400 naming `nextStep` otherwise).
   */
  inLeadZone?: boolean;
}

/**
 * The follow-up fields of PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id}, beside the
 * statuses: `assignedToId` a staff user's id or null (nobody), `nextStep` or null (none).
 */
export interface LeadFollowUpUpdate {
  assignedToId?: number | null;
  nextStep?: NextStepInput | null;
}

/**
 * The lists' "Assigned to" filter (`assignedTo` on the lists, counts, exports and bulk actions):
 * 'me' (the signed-in user, resolved by the server), 'unassigned', or a user's id as digits.
 */
export const ASSIGNED_TO_ME = 'me';
export const UNASSIGNED = 'unassigned';

/** One lead in the dashboard's Due today or Overdue list. */
export interface FollowUpItem {
  leadId: number;
  type: LeadType;
  name: string;
  nextStep: NextStep;
  /**
   * A step with a time that has passed but is still today: it stays in Due today (the day is not over,
   * and moving it to Overdue would hide it among older misses) and is shown as late.
   */
  late: boolean;
  owner: LeadOwner | null;
  /** The lead's zone (LeadRecord's `timeZone`), to show a timed step in their time too; null when not known. */
  timeZone: LeadTimeZone | null;
}

/** A capped list: the first FOLLOW_UP_LIST_LIMIT items, soonest due first, and how many there are in all. */
export interface FollowUpList {
  total: number;
  items: FollowUpItem[];
}

export const FOLLOW_UP_LIST_LIMIT = 50;
export const FOLLOW_UP_SCOPES = ['mine', 'everyone'] as const;
export type FollowUpScope = (typeof FOLLOW_UP_SCOPES)[number];

/**
 * GET /api/admin/follow-ups?scope=mine|everyone → `{ followUps }`: the next steps of leads (not spam) due
 * today in Africa/Accra, and those due before today's Accra midnight (overdue). `mine` (the default) is the
 * signed-in user's leads; `everyone` is for admins only (403 for a `user`).
 */
export interface FollowUps {
  scope: FollowUpScope;
  /** The Accra day the lists were computed for, yyyy-MM-dd. */
  today: string;
  dueToday: FollowUpList;
  overdue: FollowUpList;
}

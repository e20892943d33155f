/**
 * Lead routing as the API answers it and the Routing screen edits it: GET and PUT /api/admin/routing carry
 * `{ rules }`, in the order they are tried. A lead goes to the group of the first rule it matches; an empty
 * condition matches every lead, so a last rule with no conditions is the default group. A lead matching no
 * rule stays unassigned.
 */
import type { LeadType } from '../leads/join-options';
import type { Availability } from './working-hours';

export interface RoutingRule {
  name: string;
  /** The lead types it takes; empty: every type. */
  leadTypes: LeadType[];
  /** The Ghana regions (join form's `ghanaRegion` values) it takes; empty: any region, or none given. */
  regions: string[];
  /** true: only leads abroad (a dial code other than +233); false: only leads in Ghana; null: both. */
  abroad: boolean | null;
  /** The lead sources (as the lists' Source filter shows them) it takes; empty: any source. */
  sources: string[];
  /** The group of agents, in turn order: staff user ids. */
  agentIds: number[];
  /** Working minutes for the owner's first touch before a reminder; twice this and the lead moves on. */
  firstResponseMinutes: number;
}

/** GET /api/admin/routing answers it; PUT takes it whole and answers it as stored. */
export interface RoutingRules {
  rules: RoutingRule[];
}

export const DEFAULT_FIRST_RESPONSE_MINUTES = 15;

/** The limits the server enforces and the Routing screen shows before sending. */
export const ROUTING_LIMITS = {
  rules: 50,
  nameMaxLength: 80,
  agentsPerRule: 50,
  sourcesPerRule: 50,
  firstResponseMinutes: { min: 1, max: 1440 },
} as const;

/** The dial code of leads in Ghana; any other is abroad. */
export const HOME_DIAL_CODE = '+233';

/**
 * Agents' availability (working-hours.ts's Availability): each user reads and sets their own with
 * GET and PUT /api/account/availability; an admin sets anyone's with PUT /api/admin/users/{id}/availability,
 * and the users list (AdminUser) shows each account's `availability`.
 * - GET /api/account/availability → AvailabilityAnswer;
 * - PUT /api/account/availability with an Availability → AvailabilityAnswer, as stored;
 * - PUT /api/admin/users/{id}/availability with an Availability → `{ user }` (AdminUser), admins only.
 * A bad period is a 400 naming its path (`workingHours[2].start`).
 */
export type { Availability, WorkingPeriod } from './working-hours';

/** GET and PUT /api/account/availability answer it. */
export interface AvailabilityAnswer {
  availability: Availability;
}

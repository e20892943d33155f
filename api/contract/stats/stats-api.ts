import type { LeadType } from '../leads/join-options';
import type { LeadCounts } from '../leads/lead-counting';
import type { SubscriberCounts } from '../newsletter/newsletter-api';
import type { SpeedToLead } from '../notifications/notifications-api';

/** One lead type's dashboard counts: contacted = Contacted or Follow-Up; qualified as lead-counting's QUALIFIED_STATUSES. */
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
  /** Per lead type: the median time to first contact over the last 30 days, and the leads going cold. */
  speedToLead: Record<LeadType, SpeedToLead>;
  /** False when SMTP_URL is not set: the dashboard tells admins that no alert is mailed. */
  emailAlertsEnabled: boolean;
  /** Leads by source over the last 30 days in Africa/Accra. */
  leadsBySource: LeadsBySource;
  /** Speed to lead per agent over the last 30 days, by username; admins only (null for other users). */
  speedByAgent: AgentSpeed[] | null;
}

/** One agent's speed to lead: the leads they own now, the leads routing gave them and took from them. */
export interface AgentSpeed {
  agentId: number;
  username: string;
  /** The median minutes from arrival to the first touch of the leads they own that arrived in the window. */
  medianMinutesToFirstTouch: number | null;
  /** How many of those leads have had a first touch (the median's sample). */
  touchedCount: number;
  /** Leads routing gave them in the window: new leads, and leads moved to them. */
  routedCount: number;
  /** Leads moved from them to another agent in the window because no first touch came within twice the target. */
  reassignedCount: number;
}

/** The dashboard's "Leads by source": the ten sources with most leads, most first, and the rest summed. */
export interface LeadsBySource {
  /** The window's first instant (an Accra midnight), ISO 8601. */
  since: string;
  /** `source` as LeadRecord names it ('' for leads from before sources were recorded). */
  sources: Array<{ source: string; count: number }>;
  otherSources: { sources: number; count: number };
}

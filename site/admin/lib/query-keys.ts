import type { LeadListQuery } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';

/**
 * The key of every read the admin app caches (@tanstack/react-query). One place, so a mutation refreshes
 * exactly the key a screen reads. Keys nest: `leads(type)` covers that type's pages and counts, so one
 * refresh can reach both.
 */
export const QUERY_KEYS = {
  /** Who is signed in (useSession): kept when the rest is forgotten at sign-out. */
  session: ['session'],
  stats: ['stats'],
  leads: (type: LeadType) => ['leads', type] as const,
  /** Every loaded list of a type, whatever its filters. */
  leadLists: (type: LeadType) => ['leads', type, 'pages'] as const,
  leadPages: (type: LeadType, query: LeadListQuery) => ['leads', type, 'pages', query] as const,
  leadCounts: (type: LeadType) => ['leads', type, 'counts'] as const,
  /** The sources a type's Source filter offers. */
  leadSources: (type: LeadType) => ['leads', type, 'sources'] as const,
  /** One lead, as a deep link (?lead=) shows it; `leadEntries` covers them all. */
  lead: (leadId: number) => ['lead', leadId] as const,
  leadEntries: ['lead'],
  /** One lead's timeline: its arrival, notes, status and owner changes. */
  timeline: (leadId: number) => ['lead-timeline', leadId] as const,
  /** The other leads of one lead's person (its contact view), offered to merge with; `leadPeople` covers them all. */
  leadPerson: (leadId: number) => ['lead-person', leadId] as const,
  leadPeople: ['lead-person'],
  subscribers: ['subscribers'],
  subscriberLists: ['subscribers', 'pages'],
  subscriberPages: (search: string, state = '') => ['subscribers', 'pages', search, state] as const,
  subscriberCounts: ['subscribers', 'counts'],
  /** Newsletter campaigns: `campaigns` covers the list's pages and each campaign. */
  campaigns: ['campaigns'],
  campaignPages: ['campaigns', 'pages'],
  campaign: (campaignId: number) => ['campaigns', 'one', campaignId] as const,
  /** A campaign's email as the server renders it from what is typed now (nothing stored). */
  campaignPreview: (input: object) => ['campaign-preview', input] as const,
  /** The blog's posts, which a campaign may send. */
  blogPosts: ['blog-posts'],
  users: ['users'],
  /** The lead routing rules (admins). */
  routing: ['routing'],
  /** The signed-in user's own working hours and away switch. */
  availability: ['availability'],
  /** The staff a lead can be assigned to, and the dashboard's next steps (`followUps` covers every scope). */
  staff: ['staff'],
  followUps: ['follow-ups'],
  followUpsOf: (scope: string) => ['follow-ups', scope] as const,
  /** The signed-in user's leads to call now (a next step saved may add or remove one). */
  callableNow: ['callable-now'],
  /** What is held about one person, by the email address or phone number searched. */
  person: (contact: string) => ['person', contact] as const,
  /** The Activity screen's pages, whatever their filters. */
  activity: ['activity'],
  activityPages: (filters: object) => ['activity', filters] as const,
  notifications: ['notifications'],
  /** The signed-in user's own second factor. */
  secondFactor: ['second-factor'],
  /** The signed-in user's own sessions. */
  accountSessions: ['account-sessions'],
  webhooks: ['webhooks'],
  webhookDeliveries: (endpointId: number) => ['webhook-deliveries', endpointId] as const,
} as const;

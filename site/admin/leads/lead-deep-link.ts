/**
 * Deep links into a lead page: `?lead=123` (an alert's link) shows that one lead, and
 * `?cold=1` (the dashboard's going-cold count) the leads still Not Contacted 24 hours after they
 * arrived, the same rule the server counts by. `?contactOf=123` (a returning contact's line on its card)
 * shows every lead of that lead's person, of every type.
 */
import type { LeadListFilters } from '#contract/leads/leads-api';
import { GOING_COLD_MS } from '#contract/stats/going-cold';

export interface LeadDeepLink {
  /** Show only this lead. */
  leadId: number | null;
  /** Show only the leads going cold. */
  cold: boolean;
  /** Show every lead of this lead's person (same email or phone), whatever its type. */
  contactOf: number | null;
}

export const NO_DEEP_LINK: LeadDeepLink = { leadId: null, cold: false, contactOf: null };

const idOf = (text: string | null) => (text !== null && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

/** Reads a query string ('?lead=12&cold=1'); anything else in it, or a malformed id, is ignored. */
export function parseLeadDeepLink(search: string): LeadDeepLink {
  const params = new URLSearchParams(search);
  return {
    leadId: idOf(params.get('lead')),
    cold: params.get('cold') === '1',
    contactOf: idOf(params.get('contactOf')),
  };
}

export function hasDeepLink(link: LeadDeepLink): boolean {
  return link.leadId !== null || link.cold || link.contactOf !== null;
}

/**
 * What `?cold=1` asks the server for at `now`: Not Contacted, and arrived 24 hours before or earlier.
 * The cut-off is an instant, so the list stays the same while it is read, however long that takes.
 */
export function goingColdFilters(now: number): Pick<LeadListFilters, 'contactStatus' | 'to'> {
  return { contactStatus: 'Not Contacted', to: new Date(now - GOING_COLD_MS).toISOString() };
}

/** The note shown while a deep link narrows the page. */
export function deepLinkNote(link: LeadDeepLink): string {
  if (link.leadId !== null) return 'Showing one lead';
  if (link.contactOf !== null) return 'Showing every request from this contact, of every type';
  return 'Showing leads not contacted within 24 hours (going cold)';
}

/**
 * Deep links into a lead page (issue 10): `?lead=123` (an alert's link) shows that one lead, and
 * `?cold=1` (the dashboard's going-cold count) the leads still Not Contacted 24 hours after they
 * arrived, the same rule the server counts by.
 */
import type { LeadRecord } from '../../../api/domain/admin-api';
import { GOING_COLD_MS } from '../../../api/domain/going-cold';


export interface LeadDeepLink {
  /** Show only this lead. */
  leadId: number | null;
  /** Show only the leads going cold. */
  cold: boolean;
}

export const NO_DEEP_LINK: LeadDeepLink = { leadId: null, cold: false };

/** Reads a query string ('?lead=12&cold=1'); anything else in it, or a malformed id, is ignored. */
export function parseLeadDeepLink(search: string): LeadDeepLink {
  const params = new URLSearchParams(search);
  const lead = params.get('lead');
  const leadId = lead !== null && /^[1-9]\d{0,14}$/.test(lead) ? Number(lead) : null;
  return { leadId, cold: params.get('cold') === '1' };
}

export function hasDeepLink(link: LeadDeepLink): boolean {
  return link.leadId !== null || link.cold;
}

/** Whether a lead is going cold at `now`: Not Contacted, and arrived more than 24 hours before. */
export function isGoingCold(lead: LeadRecord, now: number): boolean {
  const arrived = Date.parse(lead.createdAt);
  return lead.contactStatus === 'Not Contacted' && Number.isFinite(arrived) && now - arrived > GOING_COLD_MS;
}

/** The leads a deep link selects, in the order given; without one, all of them. */
export function applyDeepLink(leads: readonly LeadRecord[], link: LeadDeepLink, now: number = Date.now()): LeadRecord[] {
  return leads.filter((lead) => (link.leadId === null || lead.id === link.leadId) && (!link.cold || isGoingCold(lead, now)));
}

/** The note shown while a deep link narrows the page. */
export function deepLinkNote(link: LeadDeepLink): string {
  if (link.leadId !== null) return 'Showing one lead';
  return 'Showing leads not contacted within 24 hours (going cold)';
}

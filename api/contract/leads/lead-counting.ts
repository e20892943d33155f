/**
 * How leads are counted as contacted and qualified, shared by the stats the server computes and the cards
 * the admin pages compute from their lists, so both show the same figures.
 */
import type { LeadType } from './join-options';
import type { ContactStatus, LeadStatus } from './lead-status';

/** A lead counts as contacted once it is Contacted or in Follow-Up. */
export const CONTACTED_STATUSES: readonly ContactStatus[] = ['Contacted', 'Follow-Up'];

/** The dashboard counts Qualified or Interested for every type. */
export const DASHBOARD_QUALIFIED_STATUSES: readonly LeadStatus[] = ['Qualified', 'Interested'];

/** Each lead page has its own rule: buyers count Interested, sellers and renters count Converted. */
export const PAGE_QUALIFIED_STATUSES: Readonly<Record<LeadType, readonly LeadStatus[]>> = {
  buyer: ['Qualified', 'Interested'],
  seller: ['Qualified', 'Converted'],
  renter: ['Qualified', 'Converted'],
};

export interface LeadCounts {
  total: number;
  contacted: number;
  qualified: number;
}

/** Counts a list the way a page's stat cards show it. */
export function countLeads(
  leads: readonly { contactStatus: string; leadStatus: string }[],
  qualifiedStatuses: readonly LeadStatus[],
): LeadCounts {
  let contacted = 0;
  let qualified = 0;
  for (const lead of leads) {
    if ((CONTACTED_STATUSES as readonly string[]).includes(lead.contactStatus)) contacted++;
    if ((qualifiedStatuses as readonly string[]).includes(lead.leadStatus)) qualified++;
  }
  return { total: leads.length, contacted, qualified };
}

/** qualified / total as a whole percent, 0 when there are none. */
export function qualifiedPercent(qualified: number, total: number): number {
  return total === 0 ? 0 : Math.round((qualified / total) * 100);
}

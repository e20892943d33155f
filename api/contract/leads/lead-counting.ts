/**
 * How leads are counted as contacted and qualified, shared by the stats the server computes and the cards
 * the admin pages compute from their lists, so both show the same figures.
 */
import type { ContactStatus, LeadStatus } from './lead-status';

/** A lead counts as contacted once it is Contacted or in Follow-Up. */
export const CONTACTED_STATUSES: readonly ContactStatus[] = ['Contacted', 'Follow-Up'];

/**
 * A lead counts as qualified once it is Qualified or further along: Interested or Converted. One rule for
 * every type, on its lead page and on the dashboard alike, so the two never disagree.
 */
export const QUALIFIED_STATUSES: readonly LeadStatus[] = ['Qualified', 'Interested', 'Converted'];

export interface LeadCounts {
  total: number;
  contacted: number;
  qualified: number;
}

/** Counts a list the way the stat cards show it. */
export function countLeads(leads: readonly { contactStatus: string; leadStatus: string }[]): LeadCounts {
  let contacted = 0;
  let qualified = 0;
  for (const lead of leads) {
    if ((CONTACTED_STATUSES as readonly string[]).includes(lead.contactStatus)) contacted++;
    if ((QUALIFIED_STATUSES as readonly string[]).includes(lead.leadStatus)) qualified++;
  }
  return { total: leads.length, contacted, qualified };
}

/** qualified / total as a whole percent, 0 when there are none. */
export function qualifiedPercent(qualified: number, total: number): number {
  return total === 0 ? 0 : Math.round((qualified / total) * 100);
}

import type { LeadType } from './join-options';
import { type LeadPageFocus, leadPagePath } from './lead-page-path';

/**
 * An absolute link into the back-office for an email: a lead's
 * own page, its type's leads going cold, or a person's leads.
 */
export function leadDeepLink(siteUrl: string, type: LeadType, focus: LeadPageFocus): string {
  return new URL(leadPagePath(type, focus), siteUrl).toString();
}

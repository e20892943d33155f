import type { LeadType } from './join-options';

/** What a deep link narrows a lead page to (site/admin/leads/lead-deep-link.ts reads it back). */
export type LeadPageFocus = { lead: number } | { cold: true } | { contactOf: number };

/**
 * A lead page in the back-office narrowed by a deep link: one lead (`/admin/buyers?lead=12`, the
 * link in every alert), the leads going cold (`/admin/buyers?cold=1`) or every lead of one lead's
 * person (`/admin/buyers?contactOf=12`, a returning contact).
 */
export function leadPagePath(type: LeadType, focus: LeadPageFocus): string {
  if ('lead' in focus) return `/admin/${type}s?lead=${focus.lead}`;
  if ('contactOf' in focus) return `/admin/${type}s?contactOf=${focus.contactOf}`;
  return `/admin/${type}s?cold=1`;
}

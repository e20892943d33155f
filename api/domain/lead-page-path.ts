import type { LeadType } from './join-options';

/**
 * A lead page in the back-office narrowed by a deep link: one lead (`/admin/buyers?lead=12`, the
 * link in every alert) or the leads going cold (`/admin/buyers?cold=1`).
 */
export function leadPagePath(type: LeadType, focus: { lead: number } | { cold: true }): string {
  return `/admin/${type}s?${'lead' in focus ? `lead=${focus.lead}` : 'cold=1'}`;
}

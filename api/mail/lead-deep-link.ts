import type { LeadType } from '../domain/join-options';
import { leadPagePath } from '../domain/lead-page-path';

/** An absolute link into the back-office for an email: a lead's own page, or its type's leads going cold. */
export function leadDeepLink(siteUrl: string, type: LeadType, focus: { lead: number } | { cold: true }): string {
  return new URL(leadPagePath(type, focus), siteUrl).toString();
}

import type { LeadType } from '../domain/join-options';

/** The back-office list of a lead type, as SITE_URL serves it (`/admin/buyers`). */
export function leadListUrl(siteUrl: string, type: LeadType): string {
  return new URL(`/admin/${type}s`, siteUrl).toString();
}

/** The lead's own page in the back-office: its type's list filtered to it (`/admin/buyers?lead=12`). */
export function leadDeepLink(siteUrl: string, lead: { id: number; type: LeadType }): string {
  return `${leadListUrl(siteUrl, lead.type)}?lead=${lead.id}`;
}

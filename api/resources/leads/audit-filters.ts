import type { LeadFilters } from './lead-queries';

/** What an audit entry keeps of a search: that there was one. */
export const SEARCH_NOT_KEPT = '(a search, not kept)';

/**
 * A lead list's filters as an audit entry keeps them. A search's text often names a person, and the
 * audit trail outlives an erasure: only that there was one is kept.
 */
export function auditFilters(filters: LeadFilters): Record<string, unknown> {
  return { ...filters, search: filters.search ? SEARCH_NOT_KEPT : undefined };
}

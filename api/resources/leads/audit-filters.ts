import { SEARCH_NOT_KEPT } from '../../platform/db/record-audit';
import type { LeadFilters } from './lead-queries';

/**
 * A lead list's filters as an audit entry keeps them. A search's text often names a person, and the
 * audit trail outlives an erasure: only that there was one is kept.
 */
export function auditFilters(filters: LeadFilters): Record<string, unknown> {
  return { ...filters, search: filters.search ? SEARCH_NOT_KEPT : undefined };
}

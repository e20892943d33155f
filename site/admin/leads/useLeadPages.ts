import type { LeadListFilters, LeadRecord } from '#contract/leads/leads-api';
import { DEFAULT_LEAD_SORT, type LeadSort } from '#contract/leads/lead-sort';
import type { LeadType } from '#contract/leads/join-options';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';
import { LEAD_COPY } from './lead-copy';

/**
 * GET /api/buyers (sellers, renters) with the page's filters, page by page, in `sort` (newest first unless
 * said); for one person's leads (`contactOf`), GET /api/leads, which lists every type.
 */
export function useLeadPages(type: LeadType, filters: LeadListFilters, sort: LeadSort, enabled: boolean) {
  const plural = filters.contactOf === undefined ? LEAD_COPY[type].plural : 'leads';
  // The default order is not written, so a newest-first list keeps the key and address it always had.
  const query = sort === DEFAULT_LEAD_SORT ? filters : { ...filters, sort };
  return usePagedRows<typeof plural, LeadRecord>(
    QUERY_KEYS.leadPages(type, query),
    `/api/${plural}`,
    plural,
    query,
    enabled,
  );
}

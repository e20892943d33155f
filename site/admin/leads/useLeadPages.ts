import type { LeadListFilters, LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';
import { LEAD_COPY } from './lead-copy';

/**
 * GET /api/buyers (sellers, renters) with the page's filters, page by page, newest first; for one person's
 * leads (`contactOf`), GET /api/leads, which lists every type.
 */
export function useLeadPages(type: LeadType, filters: LeadListFilters, enabled: boolean) {
  const plural = filters.contactOf === undefined ? LEAD_COPY[type].plural : 'leads';
  return usePagedRows<typeof plural, LeadRecord>(
    QUERY_KEYS.leadPages(type, filters),
    `/api/${plural}`,
    plural,
    filters,
    enabled,
  );
}

import { useQuery } from '@tanstack/react-query';
import type { LeadPageCounts } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { LEAD_COPY } from './lead-copy';

/**
 * GET /api/buyers/counts (sellers, renters): the page's stat cards, counted by the server over every lead of the type.
 */
export function useLeadCounts(type: LeadType) {
  const { plural } = LEAD_COPY[type];
  return useQuery({
    queryKey: QUERY_KEYS.leadCounts(type),
    queryFn: () => apiGet<{ counts: LeadPageCounts }>(`/api/${plural}/counts`),
    select: (answer) => answer.counts,
  });
}

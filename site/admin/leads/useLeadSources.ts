import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadSources } from '#contract/leads/lead-sources';
import type { LeadType } from '#contract/leads/join-options';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { LEAD_COPY } from './lead-copy';

/** GET /api/buyers/sources (sellers, renters), one cache entry per type: the lead page and the Routing screen. */
export function leadSourcesQuery(type: LeadType) {
  const { plural } = LEAD_COPY[type];
  return queryOptions({
    queryKey: QUERY_KEYS.leadSources(type),
    queryFn: () => apiGet<LeadSources>(`/api/${plural}/sources`),
  });
}

/** The sources the page's Source filter offers. */
export function useLeadSources(type: LeadType) {
  return useQuery({ ...leadSourcesQuery(type), select: (answer) => answer.sources });
}

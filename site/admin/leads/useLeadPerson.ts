import { useQuery } from '@tanstack/react-query';
import type { LeadPage } from '#contract/leads/leads-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** The first leads of a lead's person (GET /api/leads?contactOf=), newest first: what it may be merged with. */
export function useLeadPerson(leadId: number, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.leadPerson(leadId),
    queryFn: () => apiGet<LeadPage<'leads'>>(`/api/leads?contactOf=${leadId}&limit=20`),
    select: (page) => page.leads,
    enabled,
  });
}

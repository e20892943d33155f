import { useQuery } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import { ApiError } from '../../lib/api-client';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** What the cache holds for one lead: null once it is known to be gone. */
export interface LeadAnswer {
  lead: LeadRecord | null;
}

/** GET /api/leads/{id}, for a deep link (?lead=): a lead that is gone (404) is null, not an error. */
export function useLead(leadId: number | null) {
  return useQuery({
    queryKey: QUERY_KEYS.lead(leadId ?? 0),
    queryFn: async (): Promise<LeadAnswer> => {
      try {
        return await apiGet<LeadAnswer>(`/api/leads/${leadId}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { lead: null };
        throw error;
      }
    },
    select: (answer) => answer.lead,
    enabled: leadId !== null,
  });
}

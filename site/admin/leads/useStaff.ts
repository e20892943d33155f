import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '#contract/follow-ups/follow-up-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * GET /api/staff: who a lead can be assigned to, by name (the assign control and the "Assigned to" filter).
 * The lead page reads it afresh as it opens, after its list (`refresh`); each card reads what that brought,
 * rather than asking again for every card a "Load more" adds.
 */
export function useStaff({ refresh = true } = {}) {
  return useQuery({
    queryKey: QUERY_KEYS.staff,
    refetchOnMount: refresh ? 'always' : false,
    queryFn: () => apiGet<{ staff: StaffMember[] }>('/api/staff'),
    select: (answer) => answer.staff,
  });
}

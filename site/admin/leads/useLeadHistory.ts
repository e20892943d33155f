import { useQuery } from '@tanstack/react-query';
import type { StatusChange } from '../../../api/domain/admin-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/leads/{id}/history: one lead's status changes, oldest first. */
export function useLeadHistory(leadId: number) {
  return useQuery({
    queryKey: QUERY_KEYS.history(leadId),
    queryFn: () => apiGet<{ history: StatusChange[] }>(`/api/leads/${leadId}/history`),
    select: (answer) => answer.history,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FollowUps, FollowUpScope } from '#contract/follow-ups/follow-up-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/admin/follow-ups: the signed-in user's Due today and Overdue next steps, or everyone's (admins). */
export function useFollowUps(scope: FollowUpScope) {
  return useQuery({
    queryKey: QUERY_KEYS.followUpsOf(scope),
    queryFn: () => apiGet<{ followUps: FollowUps }>(`/api/admin/follow-ups?scope=${scope}`),
    select: (answer) => answer.followUps,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '#contract/stats/stats-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/admin/stats: the dashboard's counts and trends. */
export function useStats() {
  return useQuery({
    queryKey: QUERY_KEYS.stats,
    queryFn: () => apiGet<{ stats: DashboardStats }>('/api/admin/stats'),
    select: (answer) => answer.stats,
  });
}

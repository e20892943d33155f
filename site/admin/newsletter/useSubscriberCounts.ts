import { useQuery } from '@tanstack/react-query';
import type { SubscriberCounts } from '#contract/newsletter/newsletter-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/newsletters/counts: Total Subscribers, This Month, This Week, counted by the server. */
export function useSubscriberCounts() {
  return useQuery({
    queryKey: QUERY_KEYS.subscriberCounts,
    queryFn: () => apiGet<{ counts: SubscriberCounts }>('/api/newsletters/counts'),
    select: (answer) => answer.counts,
  });
}

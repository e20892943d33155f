import { useQuery } from '@tanstack/react-query';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/newsletters: the newsletter's subscribers. */
export function useSubscribers() {
  return useQuery({
    queryKey: QUERY_KEYS.subscribers,
    queryFn: () => apiGet<{ newsletters: NewsletterRecord[] }>('/api/newsletters'),
    select: (answer) => answer.newsletters,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Availability } from '#contract/routing/working-hours';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/account/availability: the signed-in user's own working hours and away switch. */
export function useOwnAvailability() {
  return useQuery({
    queryKey: QUERY_KEYS.availability,
    queryFn: () => apiGet<Availability>('/api/account/availability'),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { RoutingRules } from '#contract/routing/routing-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/admin/routing: the rules in the order they are tried. */
export function useRoutingRules() {
  return useQuery({
    queryKey: QUERY_KEYS.routing,
    queryFn: () => apiGet<RoutingRules>('/api/admin/routing'),
    select: (answer) => answer.rules,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutingRule, RoutingRules } from '#contract/routing/routing-api';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** PUT /api/admin/routing with the whole list; the rules as stored replace the cached ones. */
export function useSaveRoutingRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: RoutingRule[]) => apiSend<RoutingRules>('PUT', '/api/admin/routing', { rules }),
    onSuccess: (stored) => client.setQueryData(QUERY_KEYS.routing, stored),
  });
}

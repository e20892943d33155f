import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpointRecord } from '#contract/notifications/notifications-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/admin/webhooks (admins): the endpoints, without their secrets. */
export function useWebhookEndpoints(enabled = true) {
  return useQuery({
    queryKey: QUERY_KEYS.webhooks,
    queryFn: () => apiGet<{ endpoints: WebhookEndpointRecord[] }>('/api/admin/webhooks'),
    select: (answer) => answer.endpoints,
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryRecord } from '#contract/notifications/notifications-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * GET /api/admin/webhooks/{id}/deliveries: the endpoint's last
 * 100 attempts, newest first; read only while the log is open.
 */
export function useWebhookDeliveries(endpointId: number, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.webhookDeliveries(endpointId),
    queryFn: () => apiGet<{ deliveries: WebhookDeliveryRecord[] }>(`/api/admin/webhooks/${endpointId}/deliveries`),
    select: (answer) => answer.deliveries,
    enabled,
  });
}

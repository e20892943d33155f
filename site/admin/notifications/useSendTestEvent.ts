import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryRecord } from '#contract/notifications/notifications-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** POST /api/admin/webhooks/{id}/test: delivers a test event now and answers the attempt, which the log then shows. */
export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<{ delivery: WebhookDeliveryRecord }>('POST', `/api/admin/webhooks/${id}/test`),
    onSuccess: (_answer, id) => void refreshAdminQueries(client, QUERY_KEYS.webhookDeliveries(id)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointWithSecret } from '#contract/notifications/notifications-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** POST /api/admin/webhooks/{id}/rotate-secret: answers the new secret, once; the list's hint changes. */
export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<WebhookEndpointWithSecret>('POST', `/api/admin/webhooks/${id}/rotate-secret`),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.webhooks),
  });
}

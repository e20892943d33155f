import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpointInput,
  WebhookEndpointRecord,
  WebhookEndpointWithSecret,
} from '#contract/notifications/notifications-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

export type SaveWebhookEndpoint =
  { id?: undefined; input: WebhookEndpointInput } | { id: number; input: WebhookEndpointInput };

/**
 * POST /api/admin/webhooks (answers the secret, once) or PUT /api/admin/webhooks/{id}; then the list is refetched.
 * The answer is normalised to `{ endpoint, secret? }` so callers can tell whether there is a secret to show.
 */
export function useSaveWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: SaveWebhookEndpoint): Promise<{ endpoint: WebhookEndpointRecord; secret?: string }> =>
      id === undefined
        ? apiSend<WebhookEndpointWithSecret>('POST', '/api/admin/webhooks', input)
        : apiSend<{ endpoint: WebhookEndpointRecord }>('PUT', `/api/admin/webhooks/${id}`, input),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.webhooks),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** DELETE /api/admin/webhooks/{id}; then the list is refetched. */
export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<{ deleted: true }>('DELETE', `/api/admin/webhooks/${id}`),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.webhooks),
  });
}

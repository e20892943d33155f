import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** DELETE /api/newsletters/{id}, then the subscribers and the dashboard's counts are refetched. */
export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: NewsletterRecord) => apiSend('DELETE', `/api/newsletters/${subscriber.id}`),
    onSuccess: () => {
      void refreshAdminQueries(client, QUERY_KEYS.subscribers);
      void refreshAdminQueries(client, QUERY_KEYS.stats);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { removePagedRow } from '../lib/paged-cache';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * DELETE /api/newsletters/{id}; the row leaves the loaded pages (they are not read again), and the counts
 * and the dashboard's are refetched.
 */
export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: NewsletterRecord) => apiSend('DELETE', `/api/newsletters/${subscriber.id}`),
    onSuccess: async (_answer, subscriber) => {
      await removePagedRow(client, QUERY_KEYS.subscriberLists, 'newsletters', subscriber.id);
      void refreshAdminQueries(client, QUERY_KEYS.subscriberCounts);
      void refreshAdminQueries(client, QUERY_KEYS.stats);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '#contract/routing/working-hours';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** PUT /api/account/availability, whole: answers it as stored, which replaces the cached one. */
export function useSaveOwnAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => apiSend<Availability>('PUT', '/api/account/availability', availability),
    onSuccess: (stored) => client.setQueryData(QUERY_KEYS.availability, stored),
  });
}

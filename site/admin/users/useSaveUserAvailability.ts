import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { Availability } from '#contract/routing/working-hours';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** An admin's PUT /api/admin/users/{id}/availability; the users list (and one's own, if it was one's own) after. */
export function useSaveUserAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, availability }: { userId: number; availability: Availability }) =>
      apiSend<{ user: AdminUser }>('PUT', `/api/admin/users/${userId}/availability`, availability),
    onSuccess: () => {
      void refreshAdminQueries(client, QUERY_KEYS.users);
      void refreshAdminQueries(client, QUERY_KEYS.availability);
    },
  });
}

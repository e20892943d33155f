import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** DELETE /api/admin/users/{id}, then the list is refetched. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => apiSend('DELETE', `/api/admin/users/${user.id}`),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.users),
  });
}

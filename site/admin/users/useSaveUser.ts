import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import type { UserFormMode, UserPayload } from './user-form';

/** The user form's save: POST /api/admin/users or PUT /api/admin/users/{id}, then the list is refetched. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, payload }: { mode: UserFormMode; payload: UserPayload }) =>
      mode.kind === 'create'
        ? apiSend<{ user: AdminUser }>('POST', '/api/admin/users', payload)
        : apiSend<{ user: AdminUser }>('PUT', `/api/admin/users/${mode.user.id}`, payload),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.users),
  });
}

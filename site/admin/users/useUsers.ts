import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/admin/users: the back-office's accounts. */
export function useUsers() {
  return useQuery({
    queryKey: QUERY_KEYS.users,
    queryFn: () => apiGet<{ users: AdminUser[] }>('/api/admin/users'),
    select: (answer) => answer.users,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '#contract/auth/account-sessions-api';
import { apiGet, apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

const SESSIONS = '/api/admin/account/sessions';

/** GET /api/admin/account/sessions: where the signed-in user is signed in, newest sign-in first. */
export function useAccountSessions() {
  return useQuery({
    queryKey: QUERY_KEYS.accountSessions,
    queryFn: () => apiGet<{ sessions: AccountSession[] }>(SESSIONS),
    select: (answer) => answer.sessions,
  });
}

/** DELETE one session by its id, or every other one (no id); the list is read again after. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiSend<{ ended: number }>('DELETE', id === undefined ? SESSIONS : `${SESSIONS}/${encodeURIComponent(id)}`),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.accountSessions),
  });
}

import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The admin app's query cache: a screen fetches its data each time it opens, showing the last answer
 * meanwhile; never on window focus or reconnect, never retried; answers are kept until sign-out.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A phone that reports itself offline still tries: a request then fails with its error and a Retry,
      // rather than waiting silently (react-query's default) behind an empty screen or a save that never ends.
      queries: {
        networkMode: 'always',
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnMount: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The admin app's one query cache, the session's included: one per page load. */
export const adminQueryClient = createAdminQueryClient();

/**
 * After a change: refetches the mounted queries under `queryKey` and forgets the others' answers, so a screen
 * opened later does not show the data from before the change. An answer already on its way may predate the
 * change, so it is dropped first (react-query would otherwise wait for it when nothing was loaded yet).
 * Mutations start it without waiting: the screen confirms the change (toast, closed form, moved focus) at
 * once, and the lists follow.
 */
export async function refreshAdminQueries(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.removeQueries({ queryKey, type: 'inactive' });
  await client.invalidateQueries({ queryKey });
}

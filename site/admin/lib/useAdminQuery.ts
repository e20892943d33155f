import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from './admin-api';

/**
 * The admin app's reads (SPEC 7): fetched on mount, never on window focus, never retried. Each query is
 * keyed by its path; `invalidateAdminQueries(prefix)` after a mutation refetches every mounted query whose
 * key starts with the prefix. The last answer per key is kept, so going back to a screen shows it at once
 * while the fresh one loads.
 */
export interface AdminQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  /** True until the first answer (or error) for this key; a refetch keeps the data on screen. */
  isLoading: boolean;
  refetch: () => Promise<void>;
}

interface MountedQuery {
  refetch: () => Promise<void>;
  /** Shows an answer the app already holds (a mutation's result) without a request. */
  show: (data: unknown) => void;
}

const cache = new Map<string, unknown>();
const mounted = new Map<string, Set<MountedQuery>>();

/** Refetches the mounted queries whose key starts with `prefix` and forgets cached answers of the others. */
export async function invalidateAdminQueries(prefix: string): Promise<void> {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix) && !mounted.has(key)) cache.delete(key);
  const queries = [...mounted.entries()].filter(([key]) => key.startsWith(prefix)).flatMap(([, set]) => [...set]);
  await Promise.all(queries.map((query) => query.refetch()));
}

/**
 * Puts what a mutation answered into the cached answer of `key` at once, so the screen shows the saved
 * state without waiting for the refetch (which still follows, and any older answer in flight is dropped).
 */
export function updateAdminQueryData<T>(key: string, update: (data: T) => T): void {
  if (!cache.has(key)) return;
  const data = update(cache.get(key) as T);
  cache.set(key, data);
  for (const query of mounted.get(key) ?? []) query.show(data);
}

/** Forgets every cached answer (sign-out: the next user must not see the last one's data). */
export function clearAdminQueryCache(): void {
  cache.clear();
}

/** `key` is the API path, e.g. '/api/admin/users'; T is its whole answer (`{ users }`). */
export function useAdminQuery<T>(key: string): AdminQuery<T> {
  const [state, setState] = useState<{ key: string; data: T | undefined; error: Error | undefined; settled: boolean }>(() => ({
    key,
    data: cache.get(key) as T | undefined,
    error: undefined,
    settled: false,
  }));
  const latest = useRef(0);

  const refetch = useCallback(async () => {
    const seq = ++latest.current;
    try {
      const data = await apiGet<T>(key);
      // A slower earlier request must not overwrite a newer answer, nor a mutation's result shown since.
      if (seq !== latest.current) return;
      cache.set(key, data);
      setState({ key, data, error: undefined, settled: true });
    } catch (error) {
      if (seq === latest.current) {
        setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, error: error as Error, settled: true }));
      }
    }
  }, [key]);

  useEffect(() => {
    if (state.key !== key) setState({ key, data: cache.get(key) as T | undefined, error: undefined, settled: false });
    let set = mounted.get(key);
    if (!set) mounted.set(key, (set = new Set()));
    const query: MountedQuery = {
      refetch,
      show: (data) => {
        latest.current++;
        setState({ key, data: data as T, error: undefined, settled: true });
      },
    };
    set.add(query);
    void refetch();
    return () => {
      set.delete(query);
      if (set.size === 0) mounted.delete(key);
      // An answer arriving after unmount is dropped.
      latest.current++;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refetch]);

  const current = state.key === key ? state : { data: cache.get(key) as T | undefined, error: undefined, settled: false };
  return {
    data: current.data,
    error: current.error,
    isLoading: !current.settled && current.data === undefined,
    refetch,
  };
}

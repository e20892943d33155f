import type { CallableLead } from '#contract/leads/callable-now-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';

/** GET /api/leads/callable-now, page by page, oldest first: read afresh each time the screen opens. */
export function useCallableNow() {
  return usePagedRows<'leads', CallableLead>(QUERY_KEYS.callableNow, '/api/leads/callable-now', 'leads', {});
}

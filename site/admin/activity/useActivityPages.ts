import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ActivityEntry, ActivityFilters } from '#contract/activity/activity-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';

/**
 * GET /api/admin/activity with the filters, page by page, newest first. Every change in the back-office
 * adds entries, and nothing refreshes them: the loaded pages are dropped when the screen is left, so it
 * opens on what happened up to then.
 */
export function useActivityPages(filters: ActivityFilters, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: QUERY_KEYS.activity }), [client]);
  return usePagedRows<'entries', ActivityEntry>(
    QUERY_KEYS.activityPages(filters),
    '/api/admin/activity',
    'entries',
    filters,
    enabled,
  );
}

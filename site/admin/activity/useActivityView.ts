import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import { $adminSearch, replaceQuery } from '../router';
import { activityFilters, activityQuery, parseActivityView, type ActivityView } from './activity-view';

/**
 * The Activity screen's view, read from the address and written back to it (history.replaceState), as
 * the lead pages do: a reload or a shared link opens the same list.
 */
export function useActivityView() {
  const query = useStore($adminSearch);
  const view = useMemo(() => parseActivityView(query), [query]);
  const filters = useMemo(() => activityFilters(view), [view]);
  // From the address as it is now: the name is committed a moment after the last keystroke.
  const change = useCallback(
    (change: Partial<ActivityView>) =>
      replaceQuery(activityQuery({ ...parseActivityView($adminSearch.get()), ...change })),
    [],
  );
  return { view, filters, change };
}

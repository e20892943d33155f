import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import { $adminSearch, replaceQuery } from '../router';
import {
  changeLeadListView,
  EMPTY_VIEW,
  leadListFilters,
  leadListQuery,
  parseLeadListView,
  type LeadListChange,
} from './lead-list-view';

/**
 * A lead page's view, read from the address and written back to it (history.replaceState: no history
 * entry per keystroke). The address is the one place the view is kept, so a reload, a shared link or
 * signing in again opens the same view.
 */
export function useLeadListView() {
  const query = useStore($adminSearch);
  const view = useMemo(() => parseLeadListView(query), [query]);
  // Computed once per view: the going-cold cut-off is part of the list's key, and must not move on each render.
  // eslint-disable-next-line react-hooks/purity -- the clock is read once per view, as said above
  const filters = useMemo(() => leadListFilters(view, Date.now()), [view]);
  // Each change starts from the address as it is now, not as it was when the change was scheduled
  // (the search is committed a moment after the last keystroke).
  const change = useCallback(
    (change: LeadListChange) =>
      replaceQuery(leadListQuery(changeLeadListView(parseLeadListView($adminSearch.get()), change))),
    [],
  );
  const clear = useCallback(() => replaceQuery(leadListQuery(EMPTY_VIEW)), []);
  return { view, filters, change, clear };
}

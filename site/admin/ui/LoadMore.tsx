import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { QueryError } from './QueryError';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** The next page failed: its message and a retry, rather than trying again on every scroll. */
  failure?: string;
  onLoad: () => void;
  /** The list whose <li> rows the pages add to: after "Load more", focus moves to the first row it added. */
  listRef: RefObject<HTMLElement | null>;
  rowCount: number;
  /** The rows inside `listRef`, when they are not its <li> children (a table's rows). */
  rowSelector?: string;
}

/**
 * The end of a paged list: the next page loads as the reader scrolls near it, and a visible
 * "Load more" button does the same for a keyboard, or where scrolling does not reach it. Pages are
 * appended below the rows on screen, so the reader stays where they are.
 */
export function LoadMore({
  hasMore,
  loading,
  failure,
  onLoad,
  listRef,
  rowCount,
  rowSelector = ':scope > li',
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(onLoad);
  const focusFrom = useRef<number | null>(null);
  const canLoad = hasMore && !loading && !failure;

  // Observed afresh after each page: when the end is still in view (a tall screen), the new observer
  // reports it at once and the next page follows.
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || rowCount <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(rowSelector)[from]?.focus();
  }, [rowCount, listRef, rowSelector]);

  if (!hasMore) return null;
  // overflow-anchor none: Chrome would otherwise keep the focused button in place as the page grows above
  // it, scrolling the reader down with it and the sentinel into view, which loads yet another page.
  return (
    <div className="mt-4 flex flex-col items-center gap-3 px-4 pb-4 [overflow-anchor:none]">
      <div ref={sentinel} aria-hidden="true" />
      {failure ? (
        <QueryError compact message={failure} onRetry={onLoad} />
      ) : (
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus that is on it.
        <button
          type="button"
          aria-disabled={loading}
          className="btn btn-sm btn-outline aria-disabled:opacity-70"
          onClick={() => {
            if (loading) return;
            focusFrom.current = rowCount;
            onLoad();
          }}
        >
          {loading ? 'Loading more...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

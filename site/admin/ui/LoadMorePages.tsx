import type { RefObject } from 'react';
import { LoadMore } from './LoadMore';

/** The part of usePagedRows' query LoadMorePages reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** LoadMore wired to a usePagedRows list: no next page while another filter's rows stand in (placeholder data). */
export function LoadMorePages({
  query,
  onLoad,
  failure,
  listRef,
  rowCount,
}: {
  query: PagedQuery;
  onLoad: () => void;
  failure: string;
  listRef: RefObject<HTMLElement | null>;
  rowCount: number;
}) {
  return (
    <LoadMore
      hasMore={query.hasNextPage && !query.isPlaceholderData}
      loading={query.isFetchingNextPage}
      failure={query.isFetchNextPageError ? failure : undefined}
      onLoad={onLoad}
      listRef={listRef}
      rowCount={rowCount}
    />
  );
}

import { useRef, type ReactNode, type RefObject } from 'react';
import { formatTotal } from '../lib/format';
import type { PagedRows } from '../lib/usePagedRows';
import { ListSection } from './ListSection';
import { LoadMore } from './LoadMore';

/** The part of a usePagedRows result the section reads. */
interface Pages<Row> {
  query: {
    isLoading: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isPlaceholderData: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
  };
  paged: PagedRows<Row> | undefined;
  loadMore: () => void;
}

interface PagedListSectionProps<Row> {
  /** 'Campaigns': the heading reads 'Campaigns (n)', n the total of every page ('500+' when capped). */
  title: string;
  pages: Pages<Row>;
  /** No rows at all, not even the last filters' (filters the server cannot be asked for). */
  hidden?: boolean;
  loadingText: string;
  /** The message when the first page, or a next one, could not be loaded. */
  fetchError: string;
  emptyText: string;
  /** The section, for moving focus after a row is deleted (see useConfirmedDelete). */
  sectionRef?: RefObject<HTMLElement | null>;
  /** Each row, as an <li> element. */
  children: (row: Row) => ReactNode;
}

/**
 * A usePagedRows list as a ListSection: its total in the heading, the last rows marked as updating while other filters'
 * arrive, the failure with a retry, and the next pages (LoadMore: none while another filter's rows stand in).
 */
export function PagedListSection<Row>({
  title,
  pages: { query, paged, loadMore },
  hidden = false,
  loadingText,
  fetchError,
  emptyText,
  sectionRef,
  children,
}: PagedListSectionProps<Row>) {
  const rowsRef = useRef<HTMLUListElement>(null);
  const rows = hidden ? undefined : paged?.rows;
  return (
    <ListSection
      title={title}
      items={rows}
      total={paged && formatTotal(paged.total, paged.totalCapped)}
      isLoading={query.isLoading}
      updating={query.isPlaceholderData}
      loadingText={loadingText}
      failure={query.isError && !paged ? { message: fetchError, onRetry: () => void query.refetch() } : undefined}
      emptyText={emptyText}
      sectionRef={sectionRef}
      listRef={rowsRef}
      footer={
        <LoadMore
          hasMore={query.hasNextPage && !query.isPlaceholderData}
          loading={query.isFetchingNextPage}
          failure={query.isFetchNextPageError ? fetchError : undefined}
          onLoad={loadMore}
          listRef={rowsRef}
          rowCount={rows?.length ?? 0}
        />
      }
    >
      {rows?.map(children)}
    </ListSection>
  );
}

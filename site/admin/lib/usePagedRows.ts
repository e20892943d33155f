import { keepPreviousData, useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageInfo } from '#contract/shared/page-info';
import { ApiError } from '../../lib/api-client';
import { apiGet } from './admin-api';
import { queryString } from './query-string';

/** One page of a back-office list: the rows under their field ('buyers', 'newsletters'), then PageInfo. */
export type ListPage<Field extends string, Row> = Record<Field, Row[]> & PageInfo;

/** The rows loaded so far, in the server's order, and how many match in all. */
export interface PagedRows<Row> {
  rows: Row[];
  total: number;
  totalCapped: boolean;
}

/**
 * A paged list read page by page (GET path?filters&cursor): the first page at once, each next one when
 * asked (loadMore), appended after the ones loaded. The next cursor is the last page's nextCursor.
 */
export function usePagedRows<Field extends string, Row>(
  queryKey: QueryKey,
  path: string,
  field: Field,
  filters: object,
  enabled = true,
) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      apiGet<ListPage<Field, Row>>(`${path}${queryString({ ...filters, cursor: pageParam })}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    // Other filters: the rows shown stay (marked as updating) until the new ones arrive, instead of a
    // loading text in their place at each pause in typing. Not another list's rows, though (one person's
    // leads of every type, under `leads`, and then a type's, under `buyers`): those are no placeholder.
    placeholderData: (previous) =>
      previous?.pages[0] && field in previous.pages[0] ? keepPreviousData(previous) : undefined,
  });
  const data = query.data;
  // The first page's total: removing a row lowers every page's total alike (see paged-cache.ts).
  const paged = useMemo<PagedRows<Row> | undefined>(
    () =>
      data && {
        rows: data.pages.flatMap((page) => page[field]),
        total: data.pages[0]?.total ?? 0,
        totalCapped: data.pages[0]?.totalCapped ?? false,
      },
    [data, field],
  );
  function loadMore() {
    // A cursor the server no longer accepts (400) would fail again however often it is sent: the list
    // starts over from its first page instead.
    if (query.isFetchNextPageError && query.error instanceof ApiError && query.error.status === 400) {
      void client.resetQueries({ queryKey, exact: true });
      return;
    }
    // A call while a page is on its way is ignored: the sentinel and the button may both ask.
    void query.fetchNextPage({ cancelRefetch: false });
  }

  return { query, paged, loadMore };
}

import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageInfo } from '../../../api/domain/admin-api';
import { apiGet } from './admin-api';
import { queryString } from './query-string';

/** One page of a back-office list (issue 11): the rows under their field ('buyers', 'newsletters'), then PageInfo. */
export type ListPage<Field extends string, Row> = Record<Field, Row[]> & PageInfo;

/** The rows loaded so far, in the server's order, and how many match in all. */
export interface PagedRows<Row> {
  rows: Row[];
  total: number;
  totalCapped: boolean;
}

/**
 * A paged list read page by page (GET path?filters&cursor): the first page at once, each next one when
 * asked (fetchNextPage), appended after the ones loaded. The next cursor is the last page's nextCursor.
 */
export function usePagedRows<Field extends string, Row>(queryKey: QueryKey, path: string, field: Field, filters: object, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => apiGet<ListPage<Field, Row>>(`${path}${queryString({ ...filters, cursor: pageParam })}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  const data = query.data;
  // The first page's total: removing a row lowers every page's total alike (see paged-cache.ts).
  const paged = useMemo<PagedRows<Row> | undefined>(
    () => data && { rows: data.pages.flatMap((page) => page[field]), total: data.pages[0]?.total ?? 0, totalCapped: data.pages[0]?.totalCapped ?? false },
    [data, field],
  );
  return { query, paged };
}

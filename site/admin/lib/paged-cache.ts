/**
 * Changes to the loaded pages of paged lists (usePagedRows) without asking the server for them again: a
 * refetch would reload every page the reader has scrolled through, and could move the list under them.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListPage } from './usePagedRows';

type Pages<Field extends string, Row> = InfiniteData<ListPage<Field, Row>>;

/**
 * Rewrites the rows of every list under `queryKey`. An answer on its way is dropped first: it was read
 * before the change and would bring the old rows back (react-query builds a next page on the pages it
 * started from); a next page is asked for again as the reader scrolls, a first page at once.
 * Rows taken out lower the totals by as many, unless a total is capped (already "500+").
 */
export async function editPagedRows<Field extends string, Row>(
  client: QueryClient,
  queryKey: QueryKey,
  field: Field,
  edit: (rows: Row[]) => Row[],
): Promise<void> {
  await client.cancelQueries({ queryKey });
  // A first load cancelled above had no rows to keep and nothing would ask again: it starts over, after the change.
  void client.refetchQueries({ queryKey, type: 'active', predicate: (query) => query.state.data === undefined });
  client.setQueriesData<Pages<Field, Row>>({ queryKey }, (data) => {
    // Lists under one key may answer under another field (a lead page's contact view lists `leads`).
    if (!data || !data.pages.every((page) => Array.isArray(page[field]))) return data;
    const pages = data.pages.map((page) => ({ ...page, [field]: edit(page[field]) }) as ListPage<Field, Row>);
    const removed = data.pages.reduce((sum, page, index) => sum + page[field].length - pages[index]![field].length, 0);
    return {
      ...data,
      pages: pages.map((page) => (page.totalCapped ? page : { ...page, total: Math.max(0, page.total - removed) })),
    };
  });
}

/** Shows a saved row in place of its old self in every list under `queryKey`. */
export function replacePagedRow<Field extends string, Row extends { id: number }>(
  client: QueryClient,
  queryKey: QueryKey,
  field: Field,
  saved: Row,
) {
  return editPagedRows<Field, Row>(client, queryKey, field, (rows) =>
    rows.map((row) => (row.id === saved.id ? saved : row)),
  );
}

/** Takes a row out of every list under `queryKey`. */
export function removePagedRow<Field extends string, Row extends { id: number }>(
  client: QueryClient,
  queryKey: QueryKey,
  field: Field,
  rowId: number,
) {
  return editPagedRows<Field, Row>(client, queryKey, field, (rows) => rows.filter((row) => row.id !== rowId));
}

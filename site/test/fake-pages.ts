import { LIST_LIMIT, SEARCH_TOTAL_CAP } from '#contract/shared/page-info';

/**
 * A page of a list as the API answers it, for the component tests' fake servers: `limit` rows
 * after `cursor`, the next cursor, and the total, capped for a search as the server caps it. A cursor this
 * fake did not hand out is a 400, as a stale one is.
 */
export function fakePage<Row>(
  field: string,
  matching: readonly Row[],
  params: URLSearchParams,
  pageSize: number = LIST_LIMIT.default,
): { status: number; body: unknown } {
  const limit = Number(params.get('limit') ?? pageSize);
  const cursor = params.get('cursor');
  const start = cursor === null ? 0 : /^after-(\d+)$/.exec(cursor)?.[1];
  if (start === undefined)
    return {
      status: 400,
      body: { error: { code: 'invalid_cursor', message: 'This page of the list is out of date.' } },
    };
  const from = Number(start);
  const rows = matching.slice(from, from + limit);
  const capped = params.has('search') && matching.length > SEARCH_TOTAL_CAP;
  return {
    status: 200,
    body: {
      [field]: rows,
      nextCursor: from + limit < matching.length ? `after-${from + limit}` : null,
      total: capped ? SEARCH_TOTAL_CAP : matching.length,
      totalCapped: capped,
    },
  };
}

/**
 * Paging of every back-office list. GET /api/buyers (sellers, renters, leads, newsletters) take
 * `limit` (1 to LIST_LIMIT.max, default LIST_LIMIT.default) and `cursor` (the previous page's nextCursor,
 * valid only with the same filters) beside their filters, and answer the wrapped list plus this. The order
 * is newest first (createdAt, then id, both descending), so new rows arriving between pages never shift them.
 */
export interface PageInfo {
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /**
   * How many rows match the filters. Exact, except for a search that matches more than SEARCH_TOTAL_CAP
   * rows: then it is SEARCH_TOTAL_CAP and `totalCapped` is true ("500+"), as counting every match of a
   * common term would cost what the page itself does not. (At a million leads, PostgreSQL reads about
   * 35,000 rows to find 1,000 matches of the commonest surname, 40 to 100 ms; 500 keep it near 20 ms.)
   */
  total: number;
  totalCapped: boolean;
}

export const LIST_LIMIT = { default: 50, max: 200 } as const;
export const SEARCH_TOTAL_CAP = 500;

/** The largest id an `integer` column holds on PostgreSQL; SQLite's go further but ours never will. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A path segment as a row id: a positive whole number in plain digits, or undefined for anything
 * else ('abc', '1.5', '1e3', '-1', '007', one too big for the column), which the caller answers
 * with its 404, as no row has such an id.
 */
export function rowId(segment: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_ROW_ID ? id : undefined;
}

/**
 * '?a=1&b=two' from the set values of `params`, '' when none is set: an empty value means "no filter" in
 * every list call, so it is left out rather than sent as `a=`.
 */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '') search.append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

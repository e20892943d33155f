import type { BlogFilter } from '#contract/blog/blog-filter';

export const NO_FILTER: BlogFilter = { search: '', category: 'all' };

/**
 * The filter a URL asks for (`/blog?search=accra&category=Investment`). A category the list does not have
 * (renamed, mistyped, or from an old shared link) falls back to all categories rather than an empty list.
 */
export function parseBlogQuery(search: string, categories: readonly string[]): BlogFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  return { search: params.get('search') ?? '', category: categories.includes(category) ? category : 'all' };
}

export function isFiltered({ search, category }: BlogFilter): boolean {
  return search.trim() !== '' || category !== 'all';
}

/** The URL for a filter: `search` and `category` only when they filter, any other parameter and the hash kept. */
export function urlWithFilter(href: string, { search, category }: BlogFilter): URL {
  const url = new URL(href);
  // A blank search filters nothing: no `?search=%20` in a link someone shares.
  if (search.trim()) url.searchParams.set('search', search.trim());
  else url.searchParams.delete('search');
  if (category !== 'all') url.searchParams.set('category', category);
  else url.searchParams.delete('category');
  return url;
}

/**
 * Mirrors the filter into the address bar so a filtered list can be shared and comes back with the back
 * button. replaceState: typing is not navigation worth a history entry each keystroke.
 */
export function writeBlogQuery(filter: BlogFilter): void {
  const url = urlWithFilter(window.location.href, filter);
  if (url.href === window.location.href) return;
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // Safari throws past 100 calls in 30 s; the list is already filtered, only the address lags behind.
  }
}

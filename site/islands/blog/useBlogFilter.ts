import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { BlogFilter } from '#contract/blog/blog-filter';
import { NO_FILTER, parseBlogQuery, writeBlogQuery } from './blog-query';

interface BlogFilterControls {
  filter: BlogFilter;
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  clear: () => void;
}

/**
 * The list's filter, kept in the URL's query. It starts unfiltered, as the pre-rendered page is, then on
 * mount takes the URL's filter, or else whatever the reader typed or chose before the island hydrated.
 */
export function useBlogFilter(
  categories: readonly string[],
  searchBox: RefObject<HTMLInputElement | null>,
  categorySelect: RefObject<HTMLSelectElement | null>,
): BlogFilterControls {
  const [filter, setFilter] = useState<BlogFilter>(NO_FILTER);
  // Until the URL has been read, the unfiltered first render must not overwrite it.
  const [urlRead, setUrlRead] = useState(false);

  useEffect(() => {
    const fromUrl = parseBlogQuery(window.location.search, categories);
    const typed = searchBox.current?.value ?? '';
    const chosen = categorySelect.current?.value ?? 'all';
    setFilter({
      search: fromUrl.search || typed,
      category: fromUrl.category !== 'all' ? fromUrl.category : categories.includes(chosen) ? chosen : 'all',
    });
    setUrlRead(true);
    // Back and forward between entries of this page (a #footnote jump, say) bring their own query.
    const onPopState = () => setFilter(parseBlogQuery(window.location.search, categories));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [categories, searchBox, categorySelect]);

  useEffect(() => {
    // Also drops an unknown category from a shared URL once it has been read.
    if (urlRead) writeBlogQuery(filter);
  }, [filter, urlRead]);

  return {
    filter,
    setSearch: useCallback((search: string) => setFilter((current) => ({ ...current, search })), []),
    setCategory: useCallback((category: string) => setFilter((current) => ({ ...current, category })), []),
    clear: useCallback(() => setFilter(NO_FILTER), []),
  };
}

import { useCallback, useRef, useState } from 'react';
import { BLOG_SEARCH_INDEX_URL, type BlogSearchEntry } from './search-entry';
import type { SearchIndexState } from './visible-posts';

/**
 * The posts' searchable texts, fetched once and only when a search needs them (the search box is focused or
 * a search term is set), so a visit that never searches does not pay for every article's text.
 */
export function useSearchIndex(): { index: SearchIndexState; load: () => void } {
  const [index, setIndex] = useState<SearchIndexState>({ status: 'idle' });
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setIndex({ status: 'loading' });
    // no-cache: revalidate with the ETag, so a page and its index come from the same deployment.
    fetch(BLOG_SEARCH_INDEX_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error('Failed to fetch blog posts');
        const entries = (await response.json()) as BlogSearchEntry[];
        setIndex({ status: 'ready', entries: new Map(entries.map((entry) => [entry.id, entry])) });
      })
      .catch(() => {
        // A later focus may try again (the network may be back).
        started.current = false;
        setIndex({ status: 'failed' });
      });
  }, []);

  return { index, load };
}

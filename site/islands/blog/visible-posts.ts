import { matchesBlogFilter, type BlogFilter } from '#contract/blog/blog-filter';
import type { BlogSearchEntry, ListedPost } from './search-entry';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; entries: Map<string, BlogSearchEntry> };

export type VisiblePosts =
  | { status: 'ready'; ids: string[] }
  /** A search term is set but the texts it must search are not here (yet): category alone applies. */
  | { status: 'loading' | 'failed'; ids: string[] };

/** Which listed posts the filter keeps, in list order, by the rule the API filters by too (`matchesBlogFilter`). */
export function visiblePosts(posts: readonly ListedPost[], filter: BlogFilter, index: SearchIndexState): VisiblePosts {
  const inCategory = posts.filter((post) =>
    matchesBlogFilter({ ...post, title: '', excerpt: '', content: '' }, { ...filter, search: '' }),
  );
  if (!filter.search.trim()) return { status: 'ready', ids: inCategory.map((post) => post.id) };
  if (index.status !== 'ready')
    return { status: index.status === 'failed' ? 'failed' : 'loading', ids: inCategory.map((post) => post.id) };
  const ids = inCategory
    .filter((post) => {
      const entry = index.entries.get(post.id);
      // A card the index does not know (a page and index from different builds) cannot be searched: hide it.
      return entry !== undefined && matchesBlogFilter(entry, filter);
    })
    .map((post) => post.id);
  return { status: 'ready', ids };
}

/** The line saying how many articles show. */
export function countLine(visible: VisiblePosts): string {
  if (visible.status === 'loading') return 'Loading blog posts...';
  if (visible.status === 'failed') return 'Failed to load blog posts. Please try again later.';
  const n = visible.ids.length;
  if (n === 0) return 'No articles found matching your criteria';
  return `Showing ${n} ${n === 1 ? 'article' : 'articles'}`;
}

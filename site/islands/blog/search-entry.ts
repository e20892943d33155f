import type { BlogPost } from '#contract/blog/blog-post';

/** What the list's search reads for each post (title, excerpt and content), built with the site. */
export type BlogSearchEntry = Pick<BlogPost, 'id' | 'title' | 'excerpt' | 'content' | 'category'>;

/** The build-time endpoint (site/pages/blog/search-index.json.ts) the filter fetches once a search needs it. */
export const BLOG_SEARCH_INDEX_URL = '/blog/search-index.json';

/** A post the page lists: its card's id and its category, enough to filter by category before any fetch. */
export interface ListedPost {
  id: string;
  category: string;
}

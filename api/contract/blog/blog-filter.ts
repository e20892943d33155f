// Apart from blog-post.ts (the zod schema) so the blog page's island can use the rule without bundling zod.
import type { BlogPost } from './blog-post';

export interface BlogFilter {
  search: string;
  /** '' or 'all' means every category. */
  category: string;
}

/**
 * One blog filter for the server and the page alike: a case-insensitive substring of title, excerpt or
 * content; the exact category.
 */
export function matchesBlogFilter(
  post: Pick<BlogPost, 'title' | 'excerpt' | 'content' | 'category'>,
  { search, category }: BlogFilter,
): boolean {
  if (category && category !== 'all' && post.category !== category) return false;
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [post.title, post.excerpt, post.content].some((text) => text.toLowerCase().includes(term));
}

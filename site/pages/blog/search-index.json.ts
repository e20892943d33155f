import type { APIRoute } from 'astro';
import { loadBlogPosts } from '../../components/blog/blog-posts';
import type { BlogSearchEntry } from '../../islands/blog/search-entry';

/** The blog list's search texts (title, excerpt and content as markdown), built with the pages. */
export const GET: APIRoute = async () => {
  const posts = await loadBlogPosts();
  const entries: BlogSearchEntry[] = posts.map(({ id, data, entry }) => ({
    id,
    title: data.title,
    excerpt: data.excerpt,
    content: entry.body ?? '',
    category: data.category,
  }));
  return Response.json(entries);
};

import { getCollection, type CollectionEntry } from 'astro:content';
import { newestFirst, readTimeOf } from '#contract/blog/blog-post';

export type PostEntry = CollectionEntry<'posts'>;

/** A post as the blog pages show it: the collection entry plus the read time, given or computed. */
export interface BlogPostView {
  entry: PostEntry;
  id: string;
  data: PostEntry['data'];
  publishedAt: Date;
  readTime: string;
}

/** Every post, newest first (ties by id, so the order never depends on the file system). */
export async function loadBlogPosts(): Promise<BlogPostView[]> {
  const entries = await getCollection('posts');
  return entries
    .map((entry) => ({
      entry,
      id: entry.id,
      data: entry.data,
      publishedAt: entry.data.publishedAt,
      readTime: entry.data.readTime ?? readTimeOf(entry.body ?? ''),
    }))
    .sort(newestFirst);
}

/** The distinct categories present, in alphabetical order, for the category dropdown. */
export function categoriesOf(posts: BlogPostView[]): string[] {
  return [...new Set(posts.map((post) => post.data.category))].sort((a, b) => a.localeCompare(b));
}

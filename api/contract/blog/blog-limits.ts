/**
 * How long each post field and each blog query may be: the post schema, the API's query DTO and the blog
 * page's search box all read these, so the page never lets a reader type what the server would refuse.
 * Kept apart from the schema so the page's island can import them without bundling zod.
 */
export const BLOG_LIMITS = {
  title: 140,
  excerpt: 600,
  category: 60,
  tag: 40,
  tags: 12,
  author: 80,
  readTime: 30,
  search: 200,
} as const;

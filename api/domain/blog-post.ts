/**
 * The blog post's one schema (SPEC 3): the Astro content collection (site/content.config.ts) and the
 * API's post loader both check `posts/<id>.md` front matter with it, so a post the build accepts is
 * exactly a post the API serves.
 */
import { z } from 'zod';

/** A post's id is its file name and its URL segment: lowercase words joined by hyphens. */
export const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(140),
    /** Markdown, rendered by the same pipeline as the body. */
    excerpt: z.string().trim().min(1).max(600),
    category: z.string().trim().min(1).max(60),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
    author: z.string().trim().min(1).max(80),
    /** YAML reads an unquoted `2026-03-14` as a date; a quoted one is coerced. */
    publishedAt: z.coerce.date(),
    /** Shown as given; computed from the body's length when absent. */
    readTime: z.string().trim().min(1).max(30).optional(),
    featured: z.boolean().default(false),
  })
  .strict();

export type BlogPostFrontMatter = z.output<typeof blogPostFrontMatterSchema>;

/** A post as GET /api/blog/posts answers it (SPEC 3 and 7). */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** The body, as markdown. */
  content: string;
  category: string;
  tags: string[];
  author: string;
  /** ISO 8601 date, e.g. '2026-03-14'. */
  publishedAt: string;
  readTime: string;
  featured: boolean;
}

const WORDS_PER_MINUTE = 200;

/** 'N min read' from a markdown body, at least 1. */
export function readTimeOf(markdown: string): string {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

export interface BlogFilter {
  search: string;
  /** '' or 'all' means every category. */
  category: string;
}

/** SPEC 5, on the server and in the page alike: a case-insensitive substring of title, excerpt or content; the exact category. */
export function matchesBlogFilter(
  post: Pick<BlogPost, 'title' | 'excerpt' | 'content' | 'category'>,
  { search, category }: BlogFilter,
): boolean {
  if (category && category !== 'all' && post.category !== category) return false;
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [post.title, post.excerpt, post.content].some((text) => text.toLowerCase().includes(term));
}

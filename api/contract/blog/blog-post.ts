/**
 * The blog post's one schema: the Astro content collection (site/content.config.ts) and the
 * API's post loader both check `posts/<id>.md` front matter with it, so a post the build accepts is
 * exactly a post the API serves.
 */
import { z } from 'zod';
import { BLOG_LIMITS } from './blog-limits';

/** A post's id is its file name and its URL segment: lowercase words joined by hyphens. */
export const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Ids the blog's own pages under site/pages/blog/ already use (/blog/404, /blog/search-index.json, the list
 * at /blog/index): a post with one of these names would collide with, or be shadowed by, that page. A test
 * keeps this list in step with the files there.
 */
export const RESERVED_POST_IDS: readonly string[] = ['404', 'index', 'search-index'];

/** `posts/<file>`'s id, or an error naming the file when its name cannot be an id (a URL segment). */
export function postIdOf(fileName: string): string {
  if (fileName.endsWith('.mdx')) {
    throw new Error(
      `posts/${fileName}: posts are markdown (.md) only. MDX runs the code in a post when the site is built and its JSX is not sanitized; rename it to .md`,
    );
  }
  const id = fileName.replace(/\.md$/, '');
  if (!POST_ID_PATTERN.test(id)) {
    throw new Error(
      `posts/${fileName}: the file name is the post's id and URL; use lowercase letters, digits and single hyphens, e.g. buying-land-in-accra.md`,
    );
  }
  if (RESERVED_POST_IDS.includes(id)) {
    throw new Error(
      `posts/${fileName}: '${id}' is taken by one of the blog's own pages (/blog/${id}); choose another file name`,
    );
  }
  return id;
}

type Dated = { id: string; publishedAt: Date | string };

/** The blog's one order, wherever posts are listed (pages, feed, API): newest first, ties by id. */
export function newestFirst(a: Dated, b: Dated): number {
  return new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime() || a.id.localeCompare(b.id);
}

/** YAML reads `tags: [accra, 2026]` or `title: 1984` as numbers; an editor means the text. */
const text = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().min(1).max(max));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A calendar day ('2026-03-14', read as UTC midnight) or a date-time. YAML parsers differ on unquoted dates
 * (Date or string): both are taken; numbers and booleans are refused rather than read as epoch times.
 */
const publishedAt = z.preprocess(
  (value) => {
    if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) return value;
    const date = new Date(value.trim());
    if (Number.isNaN(date.getTime())) return value;
    // Date rolls '2026-02-30' over to March 2; a day that does not exist stays a (refused) string.
    return value.trim().length > 10 || date.toISOString().startsWith(value.trim()) ? date : value;
  },
  z.date({ error: 'Expected a date such as 2026-03-14' }),
);

/** 'all' (any case) is what the filters use for "every category": a category of that name could never be picked. */
const category = text(BLOG_LIMITS.category).refine((value) => value.toLowerCase() !== 'all', {
  error: "'all' is reserved: it means every category",
});

export const blogPostFrontMatterSchema = z
  .object({
    title: text(BLOG_LIMITS.title),
    /** Markdown, rendered inline-only on cards and in the feed (no headings, lists or tables there). */
    excerpt: text(BLOG_LIMITS.excerpt),
    category,
    tags: z.array(text(BLOG_LIMITS.tag)).max(BLOG_LIMITS.tags).default([]),
    author: text(BLOG_LIMITS.author),
    publishedAt,
    /** Shown as given; computed from the body's length when absent. */
    readTime: text(BLOG_LIMITS.readTime).optional(),
    featured: z.boolean().default(false),
  })
  .strict();

export type BlogPostFrontMatter = z.output<typeof blogPostFrontMatterSchema>;

/** A post as GET /api/blog/posts answers it. */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** The body, as markdown. */
  content: string;
  category: string;
  tags: string[];
  author: string;
  /** ISO 8601: the day, e.g. '2026-03-14', or the full instant when the front matter gives a time. */
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

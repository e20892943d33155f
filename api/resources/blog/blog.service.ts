import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { ZodError } from 'zod';
import { type BlogFilter, matchesBlogFilter } from '#contract/blog/blog-filter';
import { type BlogPost, blogPostFrontMatterSchema, newestFirst, postIdOf, readTimeOf } from '#contract/blog/blog-post';

/** A post file the site would refuse to build; its message names the file and the field. */
export class BadPostError extends Error {}

function describeIssues(issues: ZodError['issues']): string {
  return issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');
}

/** '2026-03-14' for a calendar day (UTC midnight, as front matter reads it); the full instant otherwise. */
function isoDateOf(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * Front matter and body exactly as the content collection reads them: Astro's markdown entry type
 * (astro/dist/vite-plugin-markdown/content-entry-type.js) makes this same call and trims the body, so a post
 * reads alike on the pages and in the API with no second parser to keep in step. The function is imported
 * from where Astro's loader takes it (`@astrojs/markdown-remark` re-exports it, but loading that package
 * brings the whole markdown toolchain: half a second and 40 MB more for every start of the API).
 */
function splitPost(source: string, fail: (reason: string) => BadPostError) {
  let parsed: ReturnType<typeof parseFrontmatter>;
  try {
    parsed = parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
  } catch (error) {
    // Astro also reads a TOML block, fenced by "+++".
    const language = source.replace(/^\uFEFF/, '').startsWith('+++') ? 'TOML' : 'YAML';
    throw fail(`the front matter is not valid ${language}: ${(error as Error).message.split('\n')[0]}`);
  }
  // Without a block Astro answers `{}` and the schema would only list every field as missing.
  if (!parsed.rawFrontmatter) throw fail('no front matter: start the file with a block between two "---" lines');
  return { frontMatter: parsed.frontmatter, body: parsed.content.trim() };
}

/** One `posts/<id>.md` file, checked by the schema the content collection uses. */
export function parsePostFile(fileName: string, source: string): BlogPost {
  const fail = (reason: string) => new BadPostError(`posts/${fileName}: ${reason}`);
  let id: string;
  try {
    id = postIdOf(fileName);
  } catch (error) {
    throw new BadPostError((error as Error).message);
  }
  const { frontMatter, body: content } = splitPost(source, fail);
  const result = blogPostFrontMatterSchema.safeParse(frontMatter);
  if (!result.success) throw fail(describeIssues(result.error.issues));
  const { readTime, publishedAt, ...data } = result.data;
  return { id, ...data, content, publishedAt: isoDateOf(publishedAt), readTime: readTime ?? readTimeOf(content) };
}

/** The blog's posts, read from `posts/*.md` once at start: every answer is from memory. */
export class BlogService {
  private readonly byId: Map<string, BlogPost>;

  /** `posts` in any order; they are kept newest first (ties by id, as the pages order them). */
  constructor(posts: BlogPost[]) {
    this.byId = new Map([...posts].sort(newestFirst).map((post) => [post.id, post]));
  }

  list(filter: BlogFilter): BlogPost[] {
    return [...this.byId.values()].filter((post) => matchesBlogFilter(post, filter));
  }

  get(id: string): BlogPost | undefined {
    return this.byId.get(id);
  }
}

/** Reads and checks every post in `dir`; the first bad one stops the start with a BadPostError. */
export async function loadBlogPosts(dir: string): Promise<BlogPost[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BadPostError(`No posts directory at ${dir} (set POSTS_DIR).`);
    throw error;
  });
  // The content collection's glob, `*.{md,mdx}`, which skips dot-files too: an .mdx file is read only to be
  // refused by name, so the API will not start on a post the build refuses.
  const files = names.filter((name) => /\.mdx?$/.test(name) && !name.startsWith('.')).sort();
  return Promise.all(files.map(async (name) => parsePostFile(name, await readFile(path.join(dir, name), 'utf8'))));
}

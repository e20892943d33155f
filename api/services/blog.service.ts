import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ZodError } from 'zod';
import { matchesBlogFilter, type BlogFilter } from '../domain/blog-filter';
import {
  blogPostFrontMatterSchema,
  newestFirst,
  postIdOf,
  readTimeOf,
  type BlogPost,
} from '../domain/blog-post';

/** A post file the site would refuse to build; its message names the file and the field. */
export class BadPostError extends Error {}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function describeIssues(issues: ZodError['issues']): string {
  return issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');
}

/** '2026-03-14' for a calendar day (UTC midnight, as front matter reads it); the full instant otherwise. */
function isoDateOf(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
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
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw fail('no front matter: start the file with a block between two "---" lines');
  let raw: unknown;
  try {
    raw = parseYaml(match[1]) ?? {};
  } catch (error) {
    throw fail(`the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = blogPostFrontMatterSchema.safeParse(raw);
  if (!result.success) throw fail(describeIssues(result.error.issues));
  const { readTime, publishedAt, ...data } = result.data;
  // Trimmed, as Astro's content collection keeps `entry.body`: the API and the pages serve the same text.
  const content = match[2].trim();
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
  // The content collection's glob `*.md` skips dot-files too.
  const files = names.filter((name) => name.endsWith('.md') && !name.startsWith('.')).sort();
  return Promise.all(files.map(async (name) => parsePostFile(name, await readFile(path.join(dir, name), 'utf8'))));
}

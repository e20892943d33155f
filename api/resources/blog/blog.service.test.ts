import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BadPostError, BlogService, loadBlogPosts, parsePostFile } from './blog.service';

const FRONT_MATTER = `title: Renting in Accra
excerpt: What a **deposit** covers.
category: Renting in Accra
tags: [rent, 2026]
author: Kofi Boateng
publishedAt: 2026-03-14`;

const post = (frontMatter = FRONT_MATTER, body = '## Deposits\n\nAsk for a receipt.\n') =>
  `---\n${frontMatter}\n---\n${body}`;

describe('parsePostFile', () => {
  it("splits posts with the very module Astro's content loader uses, not a second copy that could drift", () => {
    const ours = createRequire(import.meta.url).resolve('@astrojs/internal-helpers/frontmatter');
    const astros = createRequire(createRequire(import.meta.url).resolve('astro/package.json')).resolve(
      '@astrojs/internal-helpers/frontmatter',
    );
    expect(ours).toBe(astros);
  });

  it('answers the API shape: id from the file name, ISO day, body as content, computed read time, featured false', () => {
    expect(parsePostFile('renting-in-accra.md', post())).toEqual({
      id: 'renting-in-accra',
      title: 'Renting in Accra',
      excerpt: 'What a **deposit** covers.',
      content: '## Deposits\n\nAsk for a receipt.',
      category: 'Renting in Accra',
      tags: ['rent', '2026'],
      author: 'Kofi Boateng',
      publishedAt: '2026-03-14',
      readTime: '1 min read',
      featured: false,
    });
  });

  it('keeps a given read time and featured flag; a quoted date, CRLF line ends and a BOM are fine', () => {
    const source =
      `\uFEFF${post(`${FRONT_MATTER.replace('2026-03-14', '"2026-03-15"')}\nreadTime: 12 min read\nfeatured: true`)}`.replace(
        /\n/g,
        '\r\n',
      );
    expect(parsePostFile('a.md', source)).toMatchObject({
      publishedAt: '2026-03-15',
      readTime: '12 min read',
      featured: true,
    });
  });

  it('reads a TOML block fenced by "+++" as the content collection does', () => {
    const toml = `title = "Renting in Accra"\nexcerpt = "What a **deposit** covers."\ncategory = "Renting in Accra"\ntags = ["rent", "2026"]\nauthor = "Kofi Boateng"\npublishedAt = 2026-03-14`;
    expect(parsePostFile('renting-in-accra.md', `+++\n${toml}\n+++\n## Deposits\n\nAsk for a receipt.\n`)).toEqual(
      parsePostFile('renting-in-accra.md', post()),
    );
  });

  it('computes the read time from the body at 200 words a minute', () => {
    expect(parsePostFile('a.md', post(FRONT_MATTER, 'word '.repeat(900))).readTime).toBe('5 min read');
  });

  it.each([
    ['Bad Name.md', post(), "posts/Bad Name.md: the file name is the post's id"],
    ['404.md', post(), "posts/404.md: '404' is taken by one of the blog's own pages"],
    ['a.mdx', post(), 'posts/a.mdx: posts are markdown (.md) only'],
    ['a.md', 'no front matter here', 'posts/a.md: no front matter'],
    ['a.md', `---\n${FRONT_MATTER}\n\nno closing line`, 'posts/a.md: no front matter'],
    ['a.md', post('title: [unclosed'), 'posts/a.md: the front matter is not valid YAML'],
    ['a.md', '+++\ntitle = [\n+++\nbody', 'posts/a.md: the front matter is not valid TOML'],
    ['a.md', '---\n---\nbody', 'posts/a.md: title: '],
    ['a.md', post(FRONT_MATTER.replace('title: Renting in Accra\n', '')), 'posts/a.md: title: '],
    [
      'a.md',
      post(FRONT_MATTER.replace('2026-03-14', 'soon')),
      'posts/a.md: publishedAt: Expected a date such as 2026-03-14',
    ],
    ['a.md', post(`${FRONT_MATTER}\nfeatured: "yes"`), 'posts/a.md: featured: '],
    ['a.md', post(`${FRONT_MATTER}\ntags: [ok, {a: 1}]`), 'posts/a.md: '],
    ['a.md', post(`${FRONT_MATTER}\nslug: other`), 'posts/a.md: front matter: Unrecognized key: "slug"'],
  ])('refuses %s (%#) with a message naming the file and the field', (fileName, source, message) => {
    expect(() => parsePostFile(fileName, source)).toThrow(BadPostError);
    expect(() => parsePostFile(fileName, source)).toThrow(message);
  });
});

describe('loadBlogPosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'posts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every *.md file in the folder, not dot-files, other files or sub-folders', async () => {
    writeFileSync(path.join(dir, 'one.md'), post());
    writeFileSync(path.join(dir, 'two.md'), post());
    writeFileSync(path.join(dir, '.draft.md'), 'not a post');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a post');
    mkdirSync(path.join(dir, 'drafts'));
    writeFileSync(path.join(dir, 'drafts', 'Three.md'), 'not a post');
    expect((await loadBlogPosts(dir)).map((p) => p.id).sort()).toEqual(['one', 'two']);
  });

  it('fails on the first bad post, naming it', async () => {
    writeFileSync(path.join(dir, 'good.md'), post());
    writeFileSync(path.join(dir, 'bad.md'), post(FRONT_MATTER.replace('author: Kofi Boateng\n', '')));
    await expect(loadBlogPosts(dir)).rejects.toThrow('posts/bad.md: author: ');
  });

  it('refuses an .mdx file as the build does, naming it', async () => {
    writeFileSync(path.join(dir, 'good.md'), post());
    writeFileSync(path.join(dir, 'interactive.mdx'), post());
    await expect(loadBlogPosts(dir)).rejects.toThrow('posts/interactive.mdx: posts are markdown (.md) only');
  });

  it('fails plainly when the folder is missing', async () => {
    await expect(loadBlogPosts(path.join(dir, 'nope'))).rejects.toThrow(
      /No posts directory at .*nope \(set POSTS_DIR\)/,
    );
  });
});

describe('BlogService', () => {
  const make = (id: string, publishedAt: string, extra: object = {}) => ({
    ...parsePostFile(`${id}.md`, post()),
    publishedAt,
    ...extra,
  });
  const service = new BlogService([
    make('b-older', '2025-12-01', { category: 'Investment', title: 'Yields' }),
    make('c-newest', '2026-04-01'),
    make('a-same-day', '2026-03-14'),
    make('b-same-day', '2026-03-14'),
    make('later-that-day', '2026-03-14T15:00:00.000Z'),
  ]);

  it("lists newest first, a day's posts by time then id", () => {
    expect(service.list({ search: '', category: '' }).map((p) => p.id)).toEqual([
      'c-newest',
      'later-that-day',
      'a-same-day',
      'b-same-day',
      'b-older',
    ]);
  });

  it('filters by a case-insensitive search and the exact category', () => {
    expect(service.list({ search: 'YIELDS', category: 'all' }).map((p) => p.id)).toEqual(['b-older']);
    expect(service.list({ search: '', category: 'Investment' }).map((p) => p.id)).toEqual(['b-older']);
    expect(service.list({ search: 'receipt', category: 'Investment' }).map((p) => p.id)).toEqual(['b-older']);
    expect(service.list({ search: 'nothing like this', category: '' })).toEqual([]);
  });

  it('finds one post by id', () => {
    expect(service.get('c-newest')?.publishedAt).toBe('2026-04-01');
    expect(service.get('missing')).toBeUndefined();
  });
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPostFrontMatterSchema, newestFirst, postIdOf, readTimeOf, RESERVED_POST_IDS } from './blog-post';

const good = {
  title: 'Buying land in Accra',
  excerpt: 'How to check a **title**.',
  category: 'Land and Title Checks',
  tags: ['land', 'accra'],
  author: 'Ama Mensah',
  publishedAt: '2026-03-14',
};

function issuesOf(frontMatter: Record<string, unknown>): string[] {
  const result = blogPostFrontMatterSchema.safeParse(frontMatter);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('the post front-matter schema', () => {
  it('accepts a good post, reading the day as UTC midnight, featured false and readTime absent by default', () => {
    const post = blogPostFrontMatterSchema.parse(good);
    expect(post.publishedAt.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(post.featured).toBe(false);
    expect(post.readTime).toBeUndefined();
    expect(post.tags).toEqual(['land', 'accra']);
  });

  it('keeps a given readTime and featured flag, and takes a YAML Date or a date-time', () => {
    const post = blogPostFrontMatterSchema.parse({
      ...good,
      readTime: '7 min read',
      featured: true,
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    });
    expect(post).toMatchObject({ readTime: '7 min read', featured: true });
    expect(
      blogPostFrontMatterSchema.parse({ ...good, publishedAt: '2026-03-14T09:30:00Z' }).publishedAt.getUTCHours(),
    ).toBe(9);
  });

  it('reads numbers an editor typed as text (YAML makes `2026` a number) and trims text', () => {
    const post = blogPostFrontMatterSchema.parse({ ...good, title: '  1984  ', tags: ['market', 2026] });
    expect(post.title).toBe('1984');
    expect(post.tags).toEqual(['market', '2026']);
  });

  it('defaults tags to an empty list', () => {
    const { tags: _omitted, ...withoutTags } = good;
    expect(blogPostFrontMatterSchema.parse(withoutTags).tags).toEqual([]);
  });

  it.each(['title', 'excerpt', 'category', 'author', 'publishedAt'])('names a missing %s', (field) => {
    const { [field as keyof typeof good]: _omitted, ...rest } = good;
    expect(issuesOf(rest)).toEqual([field]);
  });

  it.each([
    ['title', ''],
    ['title', '   '],
    ['title', ['a list']],
    ['tags', 'land'],
    ['tags.1', { name: 'x' }],
    ['featured', 'yes'],
    ['publishedAt', 'next Tuesday'],
    ['publishedAt', '2026-02-30'],
    ['publishedAt', '2026-13-45'],
    ['publishedAt', '2026-03-14T25:00:00Z'],
    ['publishedAt', true],
    ['publishedAt', 1_700_000_000_000],
    ['readTime', ''],
    ['excerpt', 'x'.repeat(601)],
  ])('names the field of a wrong value: %s = %j', (path, value) => {
    const [field] = path.split('.');
    const tags = path === 'tags.1' ? ['land', value] : good.tags;
    const frontMatter = { ...good, tags, ...(path === 'tags.1' ? {} : { [field]: value }) };
    expect(issuesOf(frontMatter)).toEqual([path]);
  });

  it.each(['all', 'All', ' ALL '])("refuses the category %j: 'all' means every category", (category) => {
    const result = blogPostFrontMatterSchema.safeParse({ ...good, category });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { path: ['category'], message: "'all' is reserved: it means every category" },
    ]);
    expect(blogPostFrontMatterSchema.parse({ ...good, category: 'All about Accra' }).category).toBe('All about Accra');
  });

  it('refuses unknown keys (a typo like "featued" or a "slug" would otherwise be silently ignored)', () => {
    const result = blogPostFrontMatterSchema.safeParse({ ...good, featued: true, slug: 'other' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['featued', 'slug'] });
  });
});

describe('postIdOf', () => {
  it('is the file name without .md', () => {
    expect(postIdOf('buying-land-in-accra-2026.md')).toBe('buying-land-in-accra-2026');
  });

  it.each(['Buying-Land.md', 'buying land.md', 'buying_land.md', '-land.md', 'land-.md', 'a--b.md', 'café.md', '.md'])(
    'refuses %j, naming the file',
    (fileName) => {
      expect(() => postIdOf(fileName)).toThrow(`posts/${fileName}: the file name is the post's id`);
    },
  );
});

describe('MDX posts', () => {
  it('are refused, naming the file and why', () => {
    expect(() => postIdOf('buying-land.mdx')).toThrow(
      'posts/buying-land.mdx: posts are markdown (.md) only. MDX runs the code',
    );
  });
});

describe('reserved post ids', () => {
  it.each(['404.md', 'index.md', 'search-index.md'])('refuses %j, naming the file', (fileName) => {
    expect(() => postIdOf(fileName)).toThrow(
      `posts/${fileName}: '${fileName.slice(0, -3)}' is taken by one of the blog's own pages`,
    );
  });

  it("lists the name of every page under site/pages/blog/, so a new page's name cannot be taken by a post", () => {
    const pages = readdirSync(new URL('../../../site/pages/blog/', import.meta.url))
      .filter((file) => !file.startsWith('['))
      .map((file) => file.replace(/\..*$/, ''));
    expect(pages.length).toBeGreaterThan(0);
    expect(RESERVED_POST_IDS).toEqual(expect.arrayContaining(pages));
  });
});

describe('newestFirst', () => {
  it('orders by date, newest first, then by id, for Dates and ISO strings alike', () => {
    const posts = [
      { id: 'b', publishedAt: '2026-01-01' },
      { id: 'c', publishedAt: new Date('2026-03-01T00:00:00Z') },
      { id: 'a', publishedAt: '2026-01-01' },
      { id: 'd', publishedAt: '2026-03-01T09:00:00Z' },
    ];
    expect(posts.sort(newestFirst).map((post) => post.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('readTimeOf', () => {
  it('counts 200 words a minute, at least 1, ignoring markdown punctuation', () => {
    expect(readTimeOf('')).toBe('1 min read');
    expect(readTimeOf('word '.repeat(1000))).toBe('5 min read');
    expect(readTimeOf(`${'word '.repeat(400)}\n\n---\n\n- * > # |`)).toBe('2 min read');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BlogPost } from '#contract/blog/blog-post';
import { loadBlogPosts } from './blog.service';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/** Fixture posts written as files, read by the loader the server uses. */
const FIXTURES: Record<string, string> = {
  'land-title-checks': `title: Checking a land title
excerpt: Before you pay, **search** the register.
category: Land and Title Checks
tags: [land, title]
author: Ama Mensah
publishedAt: 2026-02-01
featured: true`,
  'renting-in-accra': `title: Renting in Accra
excerpt: Deposits and advance rent.
category: Renting in Accra
tags: [rent]
author: Kofi Boateng
publishedAt: 2026-03-14
readTime: 6 min read`,
  'cedi-and-dollar-prices': `title: Cedi and dollar prices
excerpt: Why listings quote two currencies.
category: Market Insights
author: Ama Mensah
publishedAt: 2025-11-20`,
};

let postsDir: string;
let posts: BlogPost[];
beforeAll(async () => {
  postsDir = mkdtempSync(path.join(tmpdir(), 'posts-'));
  for (const [id, frontMatter] of Object.entries(FIXTURES)) {
    writeFileSync(
      path.join(postsDir, `${id}.md`),
      `---\n${frontMatter}\n---\n## About ${id}\n\nThe body mentions Kumasi.\n`,
    );
  }
  posts = await loadBlogPosts(postsDir);
});
afterAll(() => rmSync(postsDir, { recursive: true, force: true }));

/** The blog reads files, never the database: one run, on SQLite (the test app needs some database), is enough. */
const database = TEST_DATABASES.find((candidate) => candidate.name === 'sqlite')!;

describe('the blog API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database, { blogPosts: posts });
  });
  afterAll(() => app.close());

  const ids = async (query: string) => {
    const response = await app.request(`/api/blog/posts${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as BlogPost[]).map((post) => post.id);
  };

  test('GET /api/blog/posts answers every post, newest first, with every field', async () => {
    const response = await app.request('/api/blog/posts');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as BlogPost[];
    expect(body.map((post) => post.id)).toEqual(['renting-in-accra', 'land-title-checks', 'cedi-and-dollar-prices']);
    expect(body[1]).toEqual({
      id: 'land-title-checks',
      title: 'Checking a land title',
      excerpt: 'Before you pay, **search** the register.',
      content: '## About land-title-checks\n\nThe body mentions Kumasi.',
      category: 'Land and Title Checks',
      tags: ['land', 'title'],
      author: 'Ama Mensah',
      publishedAt: '2026-02-01',
      readTime: '1 min read',
      featured: true,
    });
    expect(body[0]).toMatchObject({ readTime: '6 min read', featured: false });
    expect(body[2].tags).toEqual([]);
  });

  test('search matches title, excerpt and content, case-insensitively; category matches exactly', async () => {
    expect(await ids('?search=LAND%20TITLE')).toEqual(['land-title-checks']);
    expect(await ids('?search=advance')).toEqual(['renting-in-accra']);
    expect(await ids('?search=kumasi')).toHaveLength(3);
    expect(await ids('?search=%20%20')).toHaveLength(3);
    expect(await ids('?category=Market%20Insights')).toEqual(['cedi-and-dollar-prices']);
    expect(await ids('?category=market%20insights')).toEqual([]);
    expect(await ids('?category=all&search=rent')).toEqual(['renting-in-accra']);
    expect(await ids('?category=&search=')).toHaveLength(3);
    expect(await ids('?category=Renting%20in%20Accra&search=land')).toEqual([]);
    expect(await ids('?search=nothing%20matches')).toEqual([]);
    expect(await ids('?unknown=1&_=12345')).toHaveLength(3);
  });

  test.each([
    ['?search=a&search=b', 'search', 'Give this filter once, as text.'],
    ['?category=a&category=b', 'category', 'Give this filter once, as text.'],
    ['?search[]=land', 'search', 'Give this filter once, as text.'],
    ['?search%5B%5D=land', 'search', 'Give this filter once, as text.'],
    ['?category[x]=Market%20Insights', 'category', 'Give this filter once, as text.'],
    [`?search=${'x'.repeat(201)}`, 'search', 'Please keep the search under 200 characters.'],
    ['?search=%00', 'search', 'Please remove the unusual invisible characters from this field.'],
  ])('refuses %s with a 400 naming the parameter', async (query, field, message) => {
    const response = await app.request(`/api/blog/posts${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  test('malformed percent-encoding is never a 5xx', async () => {
    for (const path of [
      '/api/blog/posts?search=%E0%A4%A',
      '/api/blog/posts?%=%',
      '/api/blog/posts/%E0%A4%A',
      '/api/blog/posts/%',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  test('GET /api/blog/posts/:id answers one post', async () => {
    const response = await app.request('/api/blog/posts/renting-in-accra');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(posts.find((post) => post.id === 'renting-in-accra'));
  });

  test.each(['..%2Fpackage.json', 'Renting-In-Accra'])(
    'GET /api/blog/posts/%s is no spelling of any API path: a JSON 404 before any route',
    async (id) => {
      const response = await app.request(`/api/blog/posts/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no such API endpoint.', fields: {} },
      });
    },
  );

  test.each(['no-such-post', 'renting-in-accra.md', 'constructor', '__proto__'])(
    'GET /api/blog/posts/%s answers a JSON 404',
    async (id) => {
      const response = await app.request(`/api/blog/posts/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no article with this id.', fields: {} },
      });
    },
  );

  test('answers carry an ETag and a short public lifetime; a matching If-None-Match gets 304', async () => {
    for (const path of [
      '/api/blog/posts',
      '/api/blog/posts?category=Market%20Insights',
      '/api/blog/posts/land-title-checks',
    ]) {
      const first = await app.request(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=300');

      // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache, which asks for a full answer).
      const again = await app.request(path, { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');

      const stale = await app.request(path, {
        headers: { 'If-None-Match': '"something-else"', 'Cache-Control': 'max-age=0' },
      });
      expect(stale.status).toBe(200);
    }
    const etagOf = async (query: string) => (await app.request(`/api/blog/posts${query}`)).headers.get('etag');
    const all = await etagOf('');
    expect(await etagOf('?search=rent')).not.toBe(all);
    // Filters that read alike share one cached answer; different ones never do.
    expect(await etagOf('?search=%20RENT%20&category=all')).toBe(await etagOf('?search=rent'));
    expect(await etagOf('?category=')).toBe(all);
    expect(await etagOf('?category=Renting%20in%20Accra')).not.toBe(await etagOf('?category=Market%20Insights'));
    expect(await ids('?search=%20RENT%20&category=all')).toEqual(['renting-in-accra']);
  });

  test('HEAD answers the headers without a body; other methods get a JSON 405', async () => {
    const head = await app.request('/api/blog/posts', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    const post = await app.postJson('/api/blog/posts', {});
    expect(post.status).toBe(405);
    expect((await post.json()).error.code).toBe('method_not_allowed');
  });
});

describe('the blog API without posts', () => {
  test('answers an empty list', async () => {
    const app = await startTestApp(database);
    try {
      const response = await app.request('/api/blog/posts');
      expect(await response.json()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BlogPost } from '#contract/blog/blog-post';
import { BlogService, loadBlogPosts } from '../api/resources/blog/blog.service';
import { unsafeMarkup } from '../site/lib/markdown-safety';
import { DIST_DIR } from './support/page-assets';

const window = new Window();
const read = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');
const parse = (text: string, type: 'text/html' | 'application/xml') =>
  new window.DOMParser().parseFromString(text, type) as unknown as Document;
const texts = (document: Document, selector: string) =>
  Array.from(document.querySelectorAll(selector), (node) => node.textContent?.trim() ?? '');

/** Every built HTML page, by route ('/', '/blog/x', '/404'). */
function builtRoutes(dir = DIST_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : builtRoutes(full);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${path.relative(DIST_DIR, full)}`.replace(/(\/index)?\.html$/, '');
    return [route || '/'];
  });
}
const htmlOf = (route: string) =>
  read(route === '/' ? 'index.html' : route === '/404' ? '404.html' : `${route.slice(1)}/index.html`);
const isNoindex = (route: string) => /<meta name="robots" content="noindex/.test(htmlOf(route));
/** The address a page's canonical link names (another page's, for /join-network). */
const canonicalOf = (route: string) => /<link rel="canonical" href="([^"]+)"/.exec(htmlOf(route))?.[1];

let posts: BlogPost[];
/** The public address the build used (SITE_URL), as every page's canonical link states it. */
let site: string;
beforeAll(async () => {
  // Newest first, as the API answers them.
  posts = new BlogService(await loadBlogPosts(path.resolve('posts'))).list({ search: '', category: '' });
  site = new URL(/<link rel="canonical" href="([^"]+)"/.exec(htmlOf('/'))![1]).origin;
});

describe('/rss.xml', () => {
  test('lists every post, newest first, with title, description, link and date', () => {
    const feed = parse(read('rss.xml'), 'application/xml');
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.querySelector('channel > link')?.textContent).toBe(site);
    const items = Array.from(feed.querySelectorAll('item'));
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual(
      posts.map((post) => `${site}/blog/${post.id}`),
    );
    for (const [index, item] of items.entries()) {
      const post = posts[index];
      expect(item.querySelector('title')?.textContent).toBe(post.title);
      expect(new Date(item.querySelector('pubDate')!.textContent!).toISOString()).toBe(
        new Date(post.publishedAt).toISOString(),
      );
      const description = parse(item.querySelector('description')!.textContent!, 'text/html');
      expect(description.body.textContent?.trim()).toBeTruthy();
      expect(unsafeMarkup(description.body)).toEqual([]);
    }
  });
});

describe('/sitemap.xml', () => {
  test('lists exactly the built pages open to search engines, at their canonical address, and every post; no back-office, no 404', () => {
    const sitemap = parse(read('sitemap.xml'), 'application/xml');
    expect(sitemap.querySelector('parsererror')).toBeNull();
    const listed = texts(sitemap, 'url > loc');
    const expected = builtRoutes()
      .filter((route) => !isNoindex(route))
      .map((route) => new URL(route, site).href)
      .filter((url) => canonicalOf(new URL(url).pathname) === url);
    expect(canonicalOf('/join-network')).toBe(`${site}/join`);
    expect(listed).not.toContain(`${site}/join-network`);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const route of [
      '/',
      '/blog',
      '/join',
      '/about',
      '/privacy',
      '/terms',
      '/support',
      ...posts.map((post) => `/blog/${post.id}`),
    ]) {
      expect(listed).toContain(new URL(route, site).href);
    }
    expect(listed.filter((url) => /\/admin|404/.test(url))).toEqual([]);
  });

  test('dates each post', () => {
    const sitemap = parse(read('sitemap.xml'), 'application/xml');
    const post = posts[0];
    const entry = Array.from(sitemap.querySelectorAll('url')).find(
      (url) => url.querySelector('loc')?.textContent === `${site}/blog/${post.id}`,
    );
    expect(entry?.querySelector('lastmod')?.textContent).toBe(post.publishedAt.slice(0, 10));
  });
});

test('/robots.txt keeps crawlers out of the back-office and the API and points at the sitemap', () => {
  const lines = read('robots.txt').split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
});

describe('rendered markdown in the built pages', () => {
  test('every article body is safe, and its links that leave the page open in a new tab', () => {
    let linksLeavingThePage = 0;
    for (const post of posts) {
      const body = parse(htmlOf(`/blog/${post.id}`), 'text/html').querySelector('.prose-blog');
      expect(body, post.id).not.toBeNull();
      expect(unsafeMarkup(body!), post.id).toEqual([]);
      for (const link of Array.from(body!.querySelectorAll('a[href]:not([href^="#"])'))) {
        expect(link.getAttribute('target'), `${post.id}: ${link.getAttribute('href')}`).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
        linksLeavingThePage += 1;
      }
    }
    expect(linksLeavingThePage).toBeGreaterThan(0);
  });

  test("heading ids from an article never collide with the page's own (the skip link's #main, the title)", () => {
    for (const post of posts) {
      const ids = [...htmlOf(`/blog/${post.id}`).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        post.id,
      ).toEqual([]);
      const body = parse(htmlOf(`/blog/${post.id}`), 'text/html').querySelector('.prose-blog')!;
      for (const { id } of Array.from(body.querySelectorAll('[id]')))
        expect(id, post.id).toMatch(/^user-content-|^footnote-label$/);
    }
  });

  test('no inline script or style sits inside an article body or a card excerpt (the CSP would never allow one)', () => {
    const pages = [htmlOf('/blog'), ...posts.map((post) => htmlOf(`/blog/${post.id}`))];
    for (const html of pages) {
      expect(
        parse(html, 'text/html').querySelectorAll(
          '.prose-blog script, .prose-blog style, .blog-excerpt script, .blog-excerpt style',
        ),
      ).toHaveLength(0);
    }
  });

  test('every card excerpt on /blog is safe', () => {
    const excerpts = Array.from(parse(htmlOf('/blog'), 'text/html').querySelectorAll('.blog-excerpt'));
    expect(excerpts).toHaveLength(posts.length);
    for (const excerpt of excerpts) {
      expect(unsafeMarkup(excerpt)).toEqual([]);
      expect(excerpt.querySelector('h1, h2, h3, h4, h5, h6, ul, ol, table, blockquote, pre, img, section')).toBeNull();
    }
  });
});

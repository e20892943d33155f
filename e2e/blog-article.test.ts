import { describe, expect, test } from 'vitest';
import { expectedErrors, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { BUILT_POSTS as POSTS } from './support/built-posts';

const session = useBrowserSession();

/** The richest article: the most markdown to show (tables, code, quotes). */
const RICH_POST = [...POSTS].sort((a, b) => b.content.length - a.content.length)[0];

describe('blog article', () => {
  test('shows the post with its parts, fits 360 px, and ships the sharing tags and Article data', async () => {
    await session.page.goto(`/blog/${RICH_POST.id}`);
    const main = session.page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toContain(RICH_POST.title);
    expect(await main.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(await main.textContent()).toContain(RICH_POST.category);
    expect(await main.locator('header time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await main.getByRole('heading', { name: 'Tags' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Join Our Network', exact: true }).getAttribute('href')).toBe(
      '/join-network',
    );

    // Wide tables and code scroll inside their box; the page never scrolls sideways at 360 px.
    expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (RICH_POST.content.includes('```')) expect(await main.locator('pre').count()).toBeGreaterThan(0);

    const head = session.page.locator('head');
    const meta = (selector: string) => head.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`^https?://[^/]+/blog/${RICH_POST.id}$`));
    const image = (await meta('meta[property="og:image"]'))!;
    expect(image).toMatch(/^https?:\/\//);
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    const imageResponse = await session.page.request.get(new URL(image).pathname);
    expect(imageResponse.status()).toBe(200);
    expect((await imageResponse.body()).length).toBeLessThan(300 * 1024);
    expect(await meta('meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: RICH_POST.title,
      datePublished: expect.stringMatching(/^\d{4}-/),
      author: { name: expect.any(String) },
      image: [image],
      publisher: { name: 'Your home in Ghana' },
      mainEntityOfPage: { '@id': await meta('meta[property="og:url"]') },
    });
    expect(await seriousAxeViolations(session.page)).toEqual([]);
  });

  test('body links open in a new tab without opener or referrer; in-page footnote links stay', async () => {
    const post = POSTS.find(
      (candidate) => /\]\(https?:\/\//.test(candidate.content) && candidate.content.includes('[^'),
    );
    expect(post, 'a post with a link to another site and a footnote').toBeDefined();
    await session.page.goto(`/blog/${post!.id}`);
    const links = await session.page.locator('.prose-blog a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href')!,
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel') ?? '',
      })),
    );
    const leaving = links.filter((link) => !link.href.startsWith('#'));
    expect(leaving.some((link) => /^https?:\/\//.test(link.href))).toBe(true);
    for (const link of leaving) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel.split(' '), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    const inPage = links.filter((link) => link.href.startsWith('#'));
    expect(inPage.length).toBeGreaterThan(0);
    for (const link of inPage) expect(link.target, link.href).toBeNull();
  });

  test('every article fits 360 px: wide tables and code scroll inside their own box', async () => {
    const tooWide: string[] = [];
    for (const post of POSTS) {
      await session.page.goto(`/blog/${post.id}`);
      const width = await session.page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${post.id}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
  });

  test('a featured article carries the Featured Article badge', async () => {
    await session.page.goto('/blog');
    const featured = session.page.locator('[data-blog-card]', { hasText: 'Featured' }).first();
    const id = await featured.getAttribute('data-blog-card');
    await featured.getByRole('link', { name: 'Read Full Article' }).click();
    await session.page.waitForURL(`**/blog/${id}`);
    expect(await session.page.getByText('Featured Article', { exact: true }).isVisible()).toBe(true);
  });

  test('an unknown article answers 404 with Article Not Found and a way back', async () => {
    const response = await session.page.goto('/blog/nope');
    expect(response?.status()).toBe(404);
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe('Article Not Found');
    expect(
      await session.page.getByText("The article you're looking for doesn't exist or has been removed.").isVisible(),
    ).toBe(true);
    expect(await session.page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(await session.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await seriousAxeViolations(session.page)).toEqual([]);
    expect(expectedErrors(session.pageErrors, 404)).toBe(1);
  });
});

import { describe, expect, test } from 'vitest';
import { matchesBlogFilter, type BlogFilter } from '#contract/blog/blog-filter';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { BUILT_POSTS as POSTS } from './support/built-posts';

const session = useBrowserSession();

const CATEGORIES = [...new Set(POSTS.map((post) => post.category))].sort((a, b) => a.localeCompare(b));
const expectedIds = (filter: BlogFilter) =>
  POSTS.filter((post) => matchesBlogFilter(post, filter)).map((post) => post.id);

/** A word found in some post's body but in no post's title or excerpt: proves the body is searched. */
function bodyOnlyWord(): string {
  const heads = POSTS.map((post) => `${post.title} ${post.excerpt}`.toLowerCase()).join(' ');
  for (const post of POSTS) {
    const word = post.content
      .toLowerCase()
      .match(/\b[a-z]{9,}\b/g)
      ?.find((candidate) => !heads.includes(candidate));
    if (word) return word;
  }
  throw new Error('no body-only word in the posts');
}

/** The smallest category, so that choosing it visibly hides posts. */
const SMALL_CATEGORY = CATEGORIES.reduce((a, b) =>
  expectedIds({ search: '', category: b }).length < expectedIds({ search: '', category: a }).length ? b : a,
);

const cards = () => session.page.locator('[data-blog-card]');
const visibleCardIds = () =>
  session.page.$$eval('[data-blog-card]', (items) =>
    items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.getAttribute('data-blog-card')),
  );
const status = () => session.page.getByRole('status').textContent();
const searchBox = () => session.page.getByRole('searchbox', { name: 'Search articles' });
const categorySelect = () => session.page.getByRole('combobox', { name: 'Category' });
const showing = (n: number) =>
  n === 0 ? 'No articles found matching your criteria' : `Showing ${n} ${n === 1 ? 'article' : 'articles'}`;

describe('blog list', () => {
  test('shows every post newest first, each card with its parts and links', async () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(2);
    await session.page.goto('/blog');
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe('Ghana Real Estate Insights');
    expect(await status()).toBe(showing(POSTS.length));
    expect(await cards().evaluateAll((items) => items.map((item) => item.getAttribute('data-blog-card')))).toEqual(
      POSTS.map((post) => post.id),
    );
    expect(await searchBox().getAttribute('placeholder')).toBe('Search articles...');
    expect(await categorySelect().locator('option').allTextContents()).toEqual(['All Categories', ...CATEGORIES]);
    expect(await session.page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    expect(await session.page.getByText('Featured', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    const feed = session.page.getByRole('link', { name: 'Follow the blog by RSS' });
    expect(await feed.isVisible()).toBe(true);
    expect(await feed.getAttribute('href')).toBe('/rss.xml');

    for (const post of POSTS) {
      const card = session.page.locator(`[data-blog-card="${post.id}"]`);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(post.title);
      expect(await card.getByRole('link', { name: post.title }).getAttribute('href')).toBe(`/blog/${post.id}`);
      expect(await card.getByRole('link', { name: 'Read Full Article' }).getAttribute('href')).toBe(`/blog/${post.id}`);
      expect(await card.textContent()).toContain(post.category);
      expect(await card.locator('time').textContent()).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
      expect(await card.textContent()).toMatch(/\d+ min read/);
      const tags = await card
        .getByRole('list', { name: 'Tags' })
        .locator('li')
        .allTextContents()
        .catch(() => []);
      const more = tags.filter((tag) => /^\+\d+ more/.test(tag));
      expect(tags.length - more.length).toBeLessThanOrEqual(3);
      if (more.length) expect(tags.length - more.length).toBe(3);
    }
    // Titles clamp to 2 lines and excerpts to 3.
    const clamps = await session.page
      .locator('[data-blog-card]')
      .first()
      .evaluate((card) => [
        getComputedStyle(card.querySelector('h2')!).webkitLineClamp,
        getComputedStyle(card.querySelector('.blog-excerpt')!).webkitLineClamp,
      ]);
    expect(clamps).toEqual(['2', '3']);
    // The excerpt is rendered markdown, not its source.
    expect(await session.page.locator('.blog-excerpt').first().innerHTML()).toMatch(/^<p>/);

    const banner = session.page.locator('section', {
      has: session.page.getByRole('heading', { name: "Stay Updated with Ghana's Real Estate Market" }),
    });
    expect(await banner.getByRole('link', { name: 'Join Our Network' }).getAttribute('href')).toBe('/join-network');
  });

  test('search matches title, excerpt and body; the category narrows; Clear Filters resets both', async () => {
    await gotoHydrated(session.page, '/blog');
    const word = bodyOnlyWord();
    await searchBox().fill(word.toUpperCase());
    const bySearch = expectedIds({ search: word, category: 'all' });
    await expect.poll(status).toBe(showing(bySearch.length));
    expect(await visibleCardIds()).toEqual(bySearch);
    expect(new URL(session.page.url()).searchParams.get('search')).toBe(word.toUpperCase());

    await searchBox().fill('');
    await categorySelect().selectOption(SMALL_CATEGORY);
    const byCategory = expectedIds({ search: '', category: SMALL_CATEGORY });
    expect(byCategory.length).toBeLessThan(POSTS.length);
    await expect.poll(visibleCardIds).toEqual(byCategory);
    expect(await status()).toBe(showing(byCategory.length));
    expect(new URL(session.page.url()).search).toBe(
      `?category=${encodeURIComponent(SMALL_CATEGORY).replace(/%20/g, '+')}`,
    );

    await session.page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(visibleCardIds).toEqual(POSTS.map((post) => post.id));
    expect(await categorySelect().inputValue()).toBe('all');
    expect(new URL(session.page.url()).search).toBe('');
    expect(await session.page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    expect(await searchBox().evaluate((input) => input === document.activeElement)).toBe(true);
  });

  test('no match shows the empty state; Clear All Filters brings every post back', async () => {
    await gotoHydrated(session.page, '/blog');
    await searchBox().fill('qqzx no such article');
    await expect.poll(status).toBe('No articles found matching your criteria');
    expect(await visibleCardIds()).toEqual([]);
    expect(await session.page.getByRole('heading', { name: 'No articles found' }).isVisible()).toBe(true);
    expect(
      await session.page
        .getByText('Try adjusting your search terms or clearing the filters to see more results.')
        .isVisible(),
    ).toBe(true);
    expect(await seriousAxeViolations(session.page)).toEqual([]);

    await session.page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.poll(status).toBe(showing(POSTS.length));
    expect(await searchBox().inputValue()).toBe('');
  });

  test('a shared filtered URL opens filtered, and the back button returns to the filtered list', async () => {
    const word = bodyOnlyWord();
    const expected = expectedIds({ search: word, category: 'all' });
    await gotoHydrated(session.page, `/blog?search=${encodeURIComponent(word)}&category=No+such+category`);
    await expect.poll(visibleCardIds).toEqual(expected);
    expect(await searchBox().inputValue()).toBe(word);
    // An unknown category falls back to all categories and leaves the address.
    expect(await categorySelect().inputValue()).toBe('all');
    expect(new URL(session.page.url()).searchParams.has('category')).toBe(false);
    expect(await seriousAxeViolations(session.page)).toEqual([]);

    await session.page
      .locator(`[data-blog-card="${expected[0]}"]`)
      .getByRole('link', { name: 'Read Full Article' })
      .click();
    await session.page.waitForURL(`**/blog/${expected[0]}`);
    await session.page.goBack();
    await session.page.waitForURL((url) => url.pathname === '/blog');
    expect(new URL(session.page.url()).searchParams.get('search')).toBe(word);
    await expect.poll(visibleCardIds).toEqual(expected);
    expect(await searchBox().inputValue()).toBe(word);
  });

  test('without JavaScript every post reads and links, and no dead filter controls show', async () => {
    const context = await session.page
      .context()
      .browser()!
      .newContext({ baseURL: session.server.baseUrl, javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/blog');
    expect(await page.locator('[data-blog-card]:visible').count()).toBe(POSTS.length);
    expect(await page.getByRole('status').textContent()).toBe(showing(POSTS.length));
    expect(await page.getByRole('searchbox').isVisible()).toBe(false);
    expect(await page.getByRole('combobox').isVisible()).toBe(false);
    await page.locator(`[data-blog-card="${POSTS[0].id}"]`).getByRole('link', { name: POSTS[0].title }).click();
    await page.waitForURL(`**/blog/${POSTS[0].id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(POSTS[0].title);
    await context.close();
  });

  test('axe finds no serious violation on /blog, also filtered by category', async () => {
    await gotoHydrated(session.page, '/blog');
    expect(await seriousAxeViolations(session.page)).toEqual([]);
    await categorySelect().selectOption(SMALL_CATEGORY);
    await expect.poll(visibleCardIds).toEqual(expectedIds({ search: '', category: SMALL_CATEGORY }));
    expect(await seriousAxeViolations(session.page)).toEqual([]);
  });
});

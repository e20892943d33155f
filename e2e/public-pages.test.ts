import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectedErrors, seriousAxeViolations } from './support/browser';
import { ADMIN_ROUTES } from '../site/admin/admin-routes';
import { useBrowserSession } from './support/browser-session';
import { DIST_DIR } from './support/page-assets';

const session = useBrowserSession();

/** The longest article: the most markdown (tables, code, quotes) to fit at 360 px. */
const LONGEST_ARTICLE = `/blog/${
  (
    JSON.parse(readFileSync(path.join(DIST_DIR, 'blog/search-index.json'), 'utf8')) as { id: string; content: string }[]
  ).sort((a, b) => b.content.length - a.content.length)[0].id
}`;
const NOT_FOUND_PAGES = new Set(['/no-such-page', '/blog/nope']);
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/privacy',
  '/terms',
  '/support',
  '/join',
  '/no-such-page',
  '/blog',
  LONGEST_ARTICLE,
  '/blog/nope',
];

describe('landing page', () => {
  test('shows the hero, and Go leads to the join page for each choice', async () => {
    await session.page.goto('/');
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toContain('How can we help?');
    const select = session.page.locator('#help-type');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Select an option',
      'Sell a home',
      'Buy a home',
      'Rent a home',
      'Anything else?',
    ]);

    await session.page.locator('#help-go').click();
    await session.page.waitForURL((url) => url.pathname === '/join');
    expect(new URL(session.page.url()).search).toBe('');

    for (const [label, type] of [
      ['Sell a home', 'seller'],
      ['Buy a home', 'buyer'],
      ['Rent a home', 'renter'],
      ['Anything else?', 'newsletter'],
    ]) {
      await session.page.goto('/');
      await select.selectOption({ label });
      await session.page.locator('#help-go').click();
      await session.page.waitForURL((url) => url.pathname === '/join' && url.searchParams.get('type') === type);
      await session.page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      // The join page presets the role from ?type.
      await expect.poll(() => session.page.getByLabel('I am a:').inputValue()).toBe(type);
    }
  });

  test('the slideshow has six images, says Loading... until all have loaded, then cycles every 8 s', async () => {
    // Hold the last image back to see the loading state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await session.page.route(/hero-6/, async (route) => {
      await held;
      await route.continue();
    });
    await session.page.clock.install();
    await session.page.goto('/');
    const slideshow = session.page.locator('#hero-slideshow');
    expect(await slideshow.locator('picture.hero-slide').count()).toBe(6);
    expect(await slideshow.getAttribute('data-interval')).toBe('8000');
    expect(await session.page.locator('#hero-loading').textContent()).toBe('Loading...');
    expect(await session.page.locator('#hero-loading').isVisible()).toBe(true);
    expect(await session.page.locator('#help-go').isEnabled()).toBe(true);

    release();
    await expect.poll(() => slideshow.getAttribute('data-ready')).not.toBeNull();
    expect(await session.page.locator('#hero-loading').isVisible()).toBe(false);
    expect(await slideshow.locator('[data-active]').getAttribute('data-slide')).toBe('1');
    expect(
      await slideshow
        .locator('picture.hero-slide')
        .first()
        .evaluate((slide) => getComputedStyle(slide).transitionDuration),
    ).toBe('1s');
    await session.page.clock.runFor(8_100);
    await expect.poll(() => slideshow.locator('[data-active]').getAttribute('data-slide')).toBe('2');
  });

  test.each([
    ['reduced motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'Save-Data',
      (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
        ),
    ],
  ])('with %s the slideshow stays on the first image and fetches no other', async (_, setUp) => {
    const fetched = new Set<string>();
    session.page.on('request', (request) => {
      const slide = /\/hero-(\d)\./.exec(new URL(request.url()).pathname)?.[1];
      if (slide) fetched.add(slide);
    });
    await setUp(session.page);
    await session.page.goto('/');
    const slideshow = session.page.locator('#hero-slideshow');
    await expect.poll(() => slideshow.getAttribute('data-ready')).not.toBeNull();
    await session.page.waitForLoadState('networkidle');
    expect([...fetched]).toEqual(['1']);
    expect(await session.page.locator('#hero-loading').isVisible()).toBe(false);
    expect(await session.page.locator('#hero-slideshow-toggle').isVisible()).toBe(false);
    expect(await slideshow.locator('[data-active]').getAttribute('data-slide')).toBe('1');
  });

  test('reading B: headline, mission, and the two buttons', async () => {
    await session.page.goto('/');
    expect(await session.page.locator('#mission-title').textContent()).toContain(
      'Shaping the Future of Real Estate in Ghana',
    );
    const mission = session.page.locator('section', { has: session.page.locator('#mission-title') });
    expect(await mission.getByRole('link', { name: 'Join Our Network' }).getAttribute('href')).toBe('/join-network');
    expect(await mission.getByRole('link', { name: 'Access Our Blog' }).getAttribute('href')).toBe('/blog');
  });

  test('the footer reads Your Home in Ghana, Copyright and the build year, and links to real legal pages', async () => {
    await session.page.goto('/');
    const footer = session.page.locator('footer');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('Your Home in Ghana');
    // Built just before the browser tests run: the build's year is this year.
    expect(text).toContain(`Copyright ${new Date().getUTCFullYear()}`);
    // One footer, the same on every page, the join pages included.
    const footerHtml = await footer.innerHTML();
    for (const route of ['/join', '/join-network', '/blog', '/support', '/no-such-page']) {
      await session.page.goto(route);
      expect(await session.page.locator('footer').count(), route).toBe(1);
      expect(await session.page.locator('footer').innerHTML(), route).toBe(footerHtml);
    }
    expect(expectedErrors(session.pageErrors, 404)).toBe(1);
    await session.page.goto('/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Support', '/support'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      const response = await session.page.request.get(href);
      expect(response.status()).toBe(200);
    }
    await session.page.goto('/privacy');
    expect(await session.page.textContent('main')).toMatch(/Act 843/);
    // Built with no support number configured: email only, and no placeholder for a line that is not there.
    await session.page.goto('/support');
    const contact = session.page.locator('section', { has: session.page.locator('#contact') });
    expect(await contact.locator('h3').allTextContents()).toEqual(['Email', 'Opening hours']);
    expect(await contact.getByRole('link').getAttribute('href')).toBe('mailto:support@yourhomeinghana.com');
    expect(await session.page.textContent('main')).not.toMatch(/coming soon|being set up/i);
  });
});

describe('shared header menu', () => {
  test('works by keyboard: Enter opens, Escape closes and gives focus back', async () => {
    await session.page.goto('/');
    const toggle = session.page.locator('#site-menu-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await session.page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = session.page.locator('#site-menu');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['About Us', 'Access Our Blog', 'Join Our Network']);
    await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
    await session.page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('site-menu-toggle');
  });

  test('closes when focus leaves it, Shift+Tab from the toggle included', async () => {
    await session.page.goto('/');
    const toggle = session.page.locator('#site-menu-toggle');
    await toggle.focus();
    await session.page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await session.page.keyboard.press('Shift+Tab');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await session.page.locator('#site-menu').isVisible()).toBe(false);
  });

  test('marks the current page, /join-network as Join Our Network', async () => {
    for (const [route, current] of [
      ['/about', 'About Us'],
      ['/join', 'Join Our Network'],
      ['/join-network', 'Join Our Network'],
    ]) {
      await session.page.goto(route);
      expect(await session.page.locator('#site-menu a[aria-current="page"]').allTextContents(), route).toEqual([
        current,
      ]);
    }
  });

  test('the logo leads home and the header button to /join', async () => {
    await session.page.goto('/about');
    expect(await session.page.locator('header a[href="/"]').first().isVisible()).toBe(true);
    expect(await session.page.locator('header a.btn[href="/join"]').textContent()).toContain('Join Our Network');
  });
});

describe('every public page', () => {
  test('an unknown path answers 404 with the Page Not Found page', async () => {
    for (const unknown of ['/no-such-page', '/admin/unknown-screen']) {
      const response = await session.page.goto(unknown);
      expect(response?.status()).toBe(404);
      expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toContain('Page Not Found');
    }
    // Opening the 404 page is a 404 answer by design.
    expect(expectedErrors(session.pageErrors, 404)).toBe(2);
  });

  test('every back-office route answers 200 until the back-office lands', async () => {
    for (const route of ADMIN_ROUTES) {
      const response = await session.page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
    }
  });

  test.each(['/', '/about', '/no-such-page', '/privacy'])('axe finds no serious violation on %s', async (route) => {
    await session.page.goto(route);
    if (route === '/no-such-page') expectedErrors(session.pageErrors, 404);
    expect(await seriousAxeViolations(session.page)).toEqual([]);
  });

  test.each(PUBLIC_PAGES)('%s fits 360 px with touch targets of at least 44 px', async (route) => {
    await session.page.goto(route);
    if (NOT_FOUND_PAGES.has(route)) expectedErrors(session.pageErrors, 404);
    expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const small = await session.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button, select, input:not([type=hidden]), textarea, summary')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          // Visually hidden until focused (the skip link, clipped by sr-only) counts as not shown.
          const clipped = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
          const visible =
            box.width > 0 && !clipped && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"]');
          // WCAG 2.5.8 exempts links inside running text.
          const inline = element.tagName === 'A' && style.display === 'inline' && !!element.closest('p, li, td');
          return visible && !inline && (box.height < 44 || box.width < 44);
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`),
    );
    expect(small).toEqual([]);
  });
});

test('every emitted image is at most 150 KB and in a modern format, but for the link-preview JPEG', () => {
  const files = readdirSync(path.join(DIST_DIR, '_astro')).filter((name) => /\.(avif|webp|jpe?g|png)$/.test(name));
  expect(files.filter((name) => name.startsWith('hero-') && /\.(avif|webp)$/.test(name)).length).toBeGreaterThanOrEqual(
    12,
  );
  for (const name of files)
    expect(statSync(path.join(DIST_DIR, '_astro', name)).size, name).toBeLessThanOrEqual(150 * 1024);
  // Link previews (og:image) are the one JPEG, for the crawlers of messengers that read nothing newer.
  const shareImage = /<meta property="og:image" content="[^"]*\/_astro\/([^"/]+)"/.exec(
    readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'),
  )?.[1];
  expect(shareImage).toMatch(/\.jpe?g$/);
  expect(files.filter((name) => /\.(jpe?g|png)$/.test(name))).toEqual([shareImage]);
  expect(readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8')).toMatch(/type="image\/avif"/);
});

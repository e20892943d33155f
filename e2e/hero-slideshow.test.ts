import { describe, expect, test } from 'vitest';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();

/** The slide a request is for ('1' to '6'), or undefined for any other request. */
const slideOf = (url: string) => /\/hero-(\d)\./.exec(new URL(url).pathname)?.[1];

describe('landing slideshow loading order', () => {
  test('while the first picture loads, slides 2-6 wait; they are asked for once the page has loaded', async () => {
    const requested: string[] = [];
    session.page.on('request', (request) => {
      const slide = slideOf(request.url());
      if (slide) requested.push(slide);
    });
    // Hold the first picture back, as a slow phone connection would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstAsked: () => void = () => {};
    const firstRequested = new Promise<void>((resolve) => (firstAsked = resolve));
    await session.page.route(/\/hero-1\./, async (route) => {
      firstAsked();
      await held;
      await route.continue();
    });

    await session.page.goto('/', { waitUntil: 'domcontentloaded' });
    await firstRequested;
    // Two rendered frames after the scripts ran: lazy images in
    // view and anything the script asks for are requested by now.
    await session.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(requested).toEqual(['1']);
    expect(await session.page.evaluate(() => document.readyState)).not.toBe('complete');

    release();
    const slideshow = session.page.locator('#hero-slideshow');
    await expect.poll(() => slideshow.getAttribute('data-ready')).not.toBeNull();
    expect([...requested].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    // The browser's own record: every later slide was asked for after the load event began (an order, not a timing).
    const early = await session.page.evaluate(() => {
      const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/hero-[2-6]\./.test(entry.name) && entry.startTime < loadEventStart)
        .map((entry) => entry.name);
    });
    expect(early).toEqual([]);
  });
});

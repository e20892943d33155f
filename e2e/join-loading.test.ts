import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectedErrors, gotoHydrated } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { joinPageControls } from './support/join-page';

const session = useBrowserSession();
const { toast, textbox } = joinPageControls(session);

/** Holds back the join island's code until the returned function is called, as a slow connection would. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/JoinForm.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Sums the layout shifts the page reports from its first paint on. All of them: the test makes no input, and
 * Chromium's device emulation marks shifts as following input (hadRecentInput) when there was none.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/** Resolves once the page has painted what it has now. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('join page before and while its island works, in Chromium', () => {
  test('a role chosen before the island hydrates is kept, and its form appears', async () => {
    const release = await holdIslandCode(session.page);
    await session.page.goto('/join?type=buyer', { waitUntil: 'domcontentloaded' });
    await session.page.getByLabel('I am a:').selectOption('seller');
    release();
    await session.page.waitForFunction(() =>
      [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')),
    );
    await expect.poll(() => session.page.getByRole('heading', { name: 'Sell Your Property' }).isVisible()).toBe(true);
    expect(await session.page.getByLabel('I am a:').inputValue()).toBe('seller');
    expect(new URL(session.page.url()).searchParams.get('type')).toBe('seller');
  });

  test.each([
    ['a phone', { width: 360, height: 740 }],
    ['a laptop', { width: 1366, height: 768 }],
  ])('the form opened by ?type appears on %s without moving what is in view', async (_device, viewport) => {
    await session.page.setViewportSize(viewport);
    const layoutShift = await recordLayoutShifts(session.page);
    const release = await holdIslandCode(session.page);
    await session.page.goto('/join?type=buyer', { waitUntil: 'domcontentloaded' });
    // The pre-rendered page is painted before the island's code arrives, as on a slow connection.
    await painted(session.page);
    release();
    await expect
      .poll(() => session.page.getByRole('heading', { name: 'Find Your Property in Ghana' }).isVisible())
      .toBe(true);
    await painted(session.page);
    expect(await layoutShift()).toBeLessThan(0.01);
  });

  test('the toaster waits for an idle moment to hydrate; the form does not', async () => {
    await gotoHydrated(session.page, '/join');
    expect(await session.page.locator('astro-island[component-export="Toaster"]').getAttribute('client')).toBe('idle');
    expect(await session.page.locator('astro-island[component-export="JoinForm"]').getAttribute('client')).toBe('load');
  });

  test('keyboard focus stays on the submit button while sending and after an error that names no field', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let posts = 0;
    await session.page.route('**/api/newsletter', async (route) => {
      posts += 1;
      await answered;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Down for maintenance' } }),
      });
    });
    await gotoHydrated(session.page, '/join?type=newsletter');
    await textbox('Email Address').fill('patient@example.com');
    const button = session.page.locator('button[type="submit"]');
    await button.focus();
    await session.page.keyboard.press('Enter');

    await expect.poll(() => button.textContent()).toBe('Processing...');
    const focused = () => session.page.evaluate(() => document.activeElement?.textContent ?? null);
    expect(await focused()).toBe('Processing...');
    // Chromium drops focus from a control that becomes disabled at its next rendering update (the focus
    // fixup): let two frames be rendered, then look again.
    await session.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await focused()).toBe('Processing...');
    // The button is not offered again meanwhile.
    await session.page.keyboard.press('Enter');

    answer();
    await expect.poll(() => toast().textContent()).toBe('ErrorFailed to subscribe');
    expect(await focused()).toBe('Subscribe');
    expect(await textbox('Email Address').inputValue()).toBe('patient@example.com');
    expect(posts).toBe(1);
    expect(expectedErrors(session.pageErrors, 503)).toBe(1);
  });
});

/**
 * The Buyer Leads page in Chromium at scale: from navigation start to the first lead card on screen.
 * Each run is a new browser context (empty cache, as a first visit of the day), signed in through the
 * login API first; the time is read inside the page (performance.now() counts from navigation start),
 * checked on every animation frame.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { ADMIN, type Figure, percentile } from './bench-scale-calls';

const TARGET_MS = 1500;

/** Whether a lead card is laid out on screen; evaluated in the page. */
function firstCardShownAt(): number | null {
  const card = document.querySelector('li[aria-labelledby^="lead-"]');
  const box = card?.getBoundingClientRect();
  return box && box.height > 0 && box.top < window.innerHeight ? performance.now() : null;
}

async function oneVisit(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    const login = await context.request.post('/api/admin/login', { data: ADMIN });
    if (login.status() !== 200) throw new Error(`signing in answered ${login.status()}`);
    const page = await context.newPage();
    await page.goto('/admin/buyers', { waitUntil: 'commit' });
    const shown = await page.waitForFunction(firstCardShownAt, undefined, { polling: 'raf', timeout: 60_000 });
    return (await shown.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** The median and slowest of `runs` visits, after one unmeasured visit. */
export async function measureBuyerPage(baseUrl: string, runs: number): Promise<Figure> {
  const browser = await launchBrowser();
  try {
    await oneVisit(browser, baseUrl);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await oneVisit(browser, baseUrl));
    const median = percentile(times, 0.5);
    return {
      call: `Chromium: \`/admin/buyers\` navigation start to first lead card (median and max of ${runs} cold visits)`,
      value: `${Math.round(median)} / ${Math.round(Math.max(...times))} ms`,
      target: `median ≤ ${TARGET_MS} ms`,
      pass: median <= TARGET_MS,
    };
  } finally {
    await browser.close();
  }
}

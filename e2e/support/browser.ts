import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

/**
 * Debian's Chromium headless shell: the same Blink as `chromium` without the full browser around it. The
 * browser tests spent less than half the CPU in it (92 s against 208 s for the join and public-page files),
 * which on two cores is most of the suite's time; it is also what Playwright itself runs for headless tests.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

/** What every run of Chromium here needs: no sandbox as root, and nothing that reaches the network on its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails, never skips, when the browser the tests need is missing. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium-headless-shell" (npm test does this when run as root).`,
    );
  }
}

/** Debian's Chromium headless shell. */
export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** A phone-sized context by default: the audience browses on cheap phones. */
export function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
}

/**
 * Serious and critical axe violations on the page as it is now, as readable lines. `exclude` leaves out
 * parts axe need not read again: many repeats of one component cost minutes and find nothing new.
 */
export async function seriousAxeViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Script errors, failed loads and CSP violations ('Refused to …') the page reports, for a test to
 * assert there are none. A test that provokes an error answer on purpose takes it out with
 * `expectedErrors`.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Removes from `errors` the failed loads with this status, and says how many there were. */
export function expectedErrors(errors: string[], status: number): number {
  const pattern = new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);
  const matching = errors.filter((error) => pattern.test(error));
  errors.splice(0, errors.length, ...errors.filter((error) => !pattern.test(error)));
  return matching.length;
}

/**
 * Opens a page and waits until its React islands have hydrated (Astro drops `ssr` from an
 * <astro-island> then): input before that would not reach React.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')),
  );
}

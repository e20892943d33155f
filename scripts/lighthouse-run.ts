/**
 * One Lighthouse run in headless Chromium (its default mobile settings: phone emulation, simulated slow
 * 4G and 4x slower CPU), shared by `npm run audit:pages` and e2e/lighthouse.test.ts.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { assertChromiumInstalled, CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/browser';

export interface AuditBrowser {
  /** Chromium's DevTools port, for Lighthouse. */
  port: number;
  close(): void;
}

/** One headless Chromium for several runs: Lighthouse resets storage and caches before each. */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  assertChromiumInstalled();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
  return { port: chrome.port, close: () => chrome.kill() };
}

/**
 * Lighthouse's trace recording now and then misses the navigation on a busy machine ("please run
 * Lighthouse again"): that run measured nothing, so it is repeated. Any other runtime error means
 * the audit could not run, and throws.
 */
const TRACE_GLITCHES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

export type RunSettings = Pick<
  Flags,
  | 'onlyCategories'
  | 'onlyAudits'
  | 'pauseAfterFcpMs'
  | 'pauseAfterLoadMs'
  | 'networkQuietThresholdMs'
  | 'cpuQuietThresholdMs'
>;

export async function runLighthouse(url: string, browser: AuditBrowser, settings: RunSettings): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // Nothing we read uses the full-page screenshot, and encoding it is one of a run's costliest steps.
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      disableFullPageScreenshot: true,
      ...settings,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (!TRACE_GLITCHES.has(error.code) || attempt === ATTEMPTS) {
      throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
    }
    console.warn(`Lighthouse could not record ${url} (${error.code}): running it again`);
  }
}

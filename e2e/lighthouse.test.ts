import type { Result } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageRoutes } from '../scripts/audit-pages';
import { launchAuditBrowser, runLighthouse, type AuditBrowser } from '../scripts/lighthouse-run';
import { stylesheetsOf } from './support/page-assets';
import { startSiteServer, type SiteServer } from './support/site-server';

/**
 * What Lighthouse checks deterministically, one run per page. The performance score depends on how busy
 * the machine is, so it is measured by `npm run audit:pages` (a median of several runs), not here.
 */
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const RENDER_BLOCKING = 'render-blocking-insight';

/**
 * Lighthouse waits a second of quiet after the first paint, after load, on the network and on the CPU, so
 * that late work shows in its performance figures; these checks read the loaded page, whose script errors
 * every browser test also asserts. A quarter of a second each: a page's audit took 2.6 s instead of 4.3 s.
 */
const QUIET_WAITS = {
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
};

/** One Lighthouse run is about 3 s here; a busy two-core machine can triple that. */
const PAGE_TIMEOUT_MS = 120_000;

const routes = pageRoutes();

/** Each category under 100, with the audits that pulled it down. */
function shortfalls(lhr: Result): string[] {
  return CATEGORIES.filter((category) => lhr.categories[category]!.score !== 1).map((category) => {
    const failed = lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit.title);
    return `${category} ${Math.round(lhr.categories[category]!.score! * 100)}: ${failed.join('; ')}`;
  });
}

/** The requests Lighthouse saw hold up the first paint, as paths. */
function renderBlockingPaths(lhr: Result): string[] {
  const audit = lhr.audits[RENDER_BLOCKING]!;
  expect(audit.scoreDisplayMode, `${RENDER_BLOCKING}: ${audit.errorMessage ?? ''}`).not.toBe('error');
  const items = (audit.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  return items.map(({ url }) => new URL(url).pathname);
}

describe('Lighthouse, mobile settings: accessibility, best practices, SEO and render-blocking requests', () => {
  let server: SiteServer;
  let browser: AuditBrowser;
  beforeAll(async () => {
    server = await startSiteServer();
    browser = await launchAuditBrowser();
  });
  afterAll(async () => {
    browser?.close();
    await server?.close();
  });

  test('audits the landing and join pages, the blog list and an article, all built', () => {
    expect(routes.map((r) => r.route)).toEqual(['/', '/join', '/blog', expect.stringMatching(/^\/blog\/[a-z0-9-]+$/)]);
    expect(routes.filter((r) => !r.built)).toEqual([]);
  });

  test.each(routes.map((r) => r.route))(
    '%s scores 100 for accessibility, best practices and SEO, and only its own CSS blocks rendering',
    async (route) => {
      const lhr = await runLighthouse(new URL(route, server.baseUrl).href, browser, {
        onlyCategories: [...CATEGORIES],
        onlyAudits: [RENDER_BLOCKING],
        ...QUIET_WAITS,
      });
      expect(Object.keys(lhr.categories).sort()).toEqual([...CATEGORIES].sort());
      expect(shortfalls(lhr)).toEqual([]);
      const ownCss = new Set(stylesheetsOf(route));
      expect(renderBlockingPaths(lhr).filter((path) => !ownCss.has(path))).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );
});

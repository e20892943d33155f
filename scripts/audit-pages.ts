/**
 * `npm run audit:pages [-- --runs N]`: Lighthouse's performance, accessibility, best practices and SEO
 * scores of the public pages, measured on the built dist/ served by the real app on a fresh SQLite file.
 *
 * A report, not a test: a performance score moves by several points with the machine's load (the same
 * page scored 91 to 100 here), so each page is run several times (5 by default), the pages taking turns
 * so that a burst of load touches them all alike, and the report gives each median against its target.
 * It exits non-zero only when the audit itself could not run. What Lighthouse checks deterministically
 * (accessibility, best practices, SEO, render-blocking requests) is a test: e2e/lighthouse.test.ts.
 */
import type { Result } from 'lighthouse';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DIST_DIR } from '../e2e/support/page-assets';
import { startSiteServer } from '../e2e/support/site-server';
import { CATEGORIES, formatReport, type PageSummary, summarizePage } from './audit-report';
import { launchAuditBrowser, runLighthouse } from './lighthouse-run';

/**
 * The routes audited, each with whether its page is built: `/`, `/join`, `/blog` and the
 * first article (alphabetically by id) of `posts/`.
 */
export function pageRoutes(distDir = DIST_DIR, postsDir = path.resolve('posts')): { route: string; built: boolean }[] {
  const firstPost = readdirSync(postsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort()[0];
  const built = (...segments: string[]) => existsSync(path.join(distDir, ...segments, 'index.html'));
  return [
    { route: '/', built: built() },
    { route: '/join', built: built('join') },
    { route: '/blog', built: built('blog') },
    { route: `/blog/${firstPost}`, built: firstPost !== undefined && built('blog', firstPost) },
  ];
}

export const DEFAULT_RUNS = 5;

/** `--runs N` (a whole number from 1), or the default. */
export function runsFrom(args: string[]): number {
  const { values } = parseArgs({ args, options: { runs: { type: 'string' } } });
  if (values.runs === undefined) return DEFAULT_RUNS;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number from 1, not "${values.runs}"`);
  return runs;
}

/** Runs every route `runs` times, round by round, in one headless Chromium, and summarizes each route. */
export async function auditPages(baseUrl: string, routes: string[], runs: number): Promise<PageSummary[]> {
  const browser = await launchAuditBrowser();
  try {
    const results = new Map<string, Result[]>(routes.map((route) => [route, []]));
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        console.error(`run ${round}/${runs}: ${route}`);
        results
          .get(route)!
          .push(await runLighthouse(new URL(route, baseUrl).href, browser, { onlyCategories: [...CATEGORIES] }));
      }
    }
    return routes.map((route) => summarizePage(route, results.get(route)!));
  } finally {
    browser.close();
  }
}

async function main(): Promise<void> {
  const runs = runsFrom(process.argv.slice(2));
  const routes = pageRoutes();
  const missing = routes.filter((r) => !r.built).map((r) => r.route);
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build first.`);
  const server = await startSiteServer();
  try {
    const pages = await auditPages(
      server.baseUrl,
      routes.map((r) => r.route),
      runs,
    );
    console.log(formatReport(pages).join('\n'));
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ADMIN_ROUTES } from '../site/admin/admin-routes';
import { DIST_DIR, gzippedSize, inlineBytes, scriptsOf, stylesheetsOf } from './support/page-assets';

const KB = 1024;
const ADMIN_PATHS = ADMIN_ROUTES.map((route) => route.path);
// A class name only ApexCharts' code carries: its presence means the chart library is in a file.
const CHART_MARKER = 'apexcharts-canvas';

const source = (url: string) => readFileSync(path.join(DIST_DIR, url), 'utf8');

/**
 * Chunks the page's scripts load later with import(), and what
 * those import in turn, minus what the page already loaded.
 */
function onDemandScripts(route: string): string[] {
  const loaded = new Set(scriptsOf(route));
  const found = new Set<string>();
  const visit = (url: string, dynamicOnly: boolean) => {
    const text = source(url);
    const dynamic = [...text.matchAll(/\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]!);
    const static_ = dynamicOnly
      ? []
      : [...text.matchAll(/(?:\bimport|\bfrom)\s*[`"']([^`"']+\.js)[`"']/g)].map((match) => match[1]!);
    for (const specifier of [...dynamic, ...static_]) {
      const target = new URL(specifier, `http://x${url}`).pathname;
      if (loaded.has(target) || found.has(target)) continue;
      found.add(target);
      visit(target, false);
    }
  };
  loaded.forEach((url) => visit(url, true));
  return [...found];
}

/** Budgets on the built dist/: the admin app without the chart, which only the dashboard downloads, on demand. */
describe('admin page weight budgets (dist/)', () => {
  test.each(ADMIN_PATHS)('%s loads at most 160 KB of JavaScript gzipped, none of it chart code', (route) => {
    const scripts = scriptsOf(route);
    const size = gzippedSize(scripts, inlineBytes(route, 'script'));
    expect(size, `${route}: ${(size / KB).toFixed(1)} KB gzipped from ${scripts.join(', ')}`).toBeLessThanOrEqual(
      160 * KB,
    );
    // The measurement sees the app: React and the admin island, not an empty page.
    expect(size).toBeGreaterThan(60 * KB);
    expect(scripts.filter((url) => source(url).includes(CHART_MARKER))).toEqual([]);
  });

  test('the chart library is reachable only through an import() the dashboard makes', () => {
    const later = onDemandScripts('/admin');
    const chart = later.filter((url) => source(url).includes(CHART_MARKER));
    expect(chart.length).toBeGreaterThan(0);
    expect(chart.every((url) => /TrendChart/.test(url))).toBe(true);
    // It is the heavy part: worth keeping off the other screens.
    expect(gzippedSize(later)).toBeGreaterThan(100 * KB);
  });

  test.each(ADMIN_PATHS)('%s loads at most 30 KB of CSS gzipped', (route) => {
    const size = gzippedSize(stylesheetsOf(route), inlineBytes(route, 'style'));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(30 * KB);
  });
});

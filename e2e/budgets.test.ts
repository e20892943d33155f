import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST_DIR, gzippedSize, inlineBytes, scriptsOf, stylesheetsOf } from './support/page-assets';

const KB = 1024;

/** Every built article: an article ships no framework JavaScript. */
const ARTICLES: string[] = JSON.parse(readFileSync(path.join(DIST_DIR, 'blog/search-index.json'), 'utf8')).map(
  ({ id }: { id: string }) => `/blog/${id}`,
);

/**
 * The public site's budgets on the built dist/. Framework code is React's runtime, which static pages must not load.
 */
const JS_BUDGETS: [route: string, maxGzippedBytes: number, mayLoadReact: boolean][] = [
  ['/', 10 * KB, false],
  ['/about', 10 * KB, false],
  ['/404', 10 * KB, false],
  ['/privacy', 10 * KB, false],
  ['/terms', 10 * KB, false],
  ['/support', 10 * KB, false],
  ['/join', 90 * KB, true],
  ['/join-network', 90 * KB, true],
  ['/blog', 90 * KB, true],
  ['/blog/404', 10 * KB, false],
  ...ARTICLES.map((route): [string, number, boolean] => [route, 10 * KB, false]),
];

describe('page weight budgets (dist/)', () => {
  test.each(JS_BUDGETS)('%s loads at most its JavaScript budget', (route, max, mayLoadReact) => {
    const scripts = scriptsOf(route);
    const size = gzippedSize(scripts, inlineBytes(route, 'script'));
    expect(size, `${route}: ${(size / KB).toFixed(1)} KB gzipped from ${scripts.join(', ')}`).toBeLessThanOrEqual(max);
    if (!mayLoadReact) expect(scripts.filter((url) => /react|client\.[\w-]+\.js/i.test(url))).toEqual([]);
  });

  test('/join really hydrates its island (the measurement sees the React runtime)', () => {
    expect(scriptsOf('/join').length).toBeGreaterThan(1);
    expect(gzippedSize(scriptsOf('/join'))).toBeGreaterThan(40 * KB);
  });

  test('/blog hydrates its filter; its search texts load only when a search needs them', () => {
    expect(scriptsOf('/blog').length).toBeGreaterThan(1);
    expect(scriptsOf('/blog').some((url) => url.endsWith('.json'))).toBe(false);
    expect(readFileSync(path.join(DIST_DIR, 'blog/index.html'), 'utf8')).not.toContain('search-index.json');
  });

  test.each(JS_BUDGETS.map(([route]) => route))('%s loads at most 30 KB of CSS, gzipped', (route) => {
    const size = gzippedSize(stylesheetsOf(route), inlineBytes(route, 'style'));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(30 * KB);
  });
});

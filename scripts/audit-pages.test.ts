import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { pageRoutes } from './audit-pages';

describe('pageRoutes: the pages the Lighthouse audit visits', () => {
  let dist: string;
  const page = (...parts: string[]) => {
    mkdirSync(path.join(dist, ...parts), { recursive: true });
    writeFileSync(path.join(dist, ...parts, 'index.html'), '<!doctype html>');
  };
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('before the blog is built: the landing and join pages, the blog routes marked as not built', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'audit-dist-'));
    page();
    page('join');
    expect(pageRoutes(dist)).toEqual([
      { route: '/', built: true },
      { route: '/join', built: true },
      { route: '/blog', built: false },
      { route: '/blog/{first post id}', built: false },
    ]);
  });

  test('with the blog: the list and the first article by name, skipping a folder without a page', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'audit-dist-'));
    page();
    page('join');
    page('blog');
    page('blog', 'renting-in-accra');
    page('blog', 'buying-from-abroad');
    mkdirSync(path.join(dist, 'blog', 'assets'));
    expect(pageRoutes(dist).map((r) => [r.route, r.built])).toEqual([
      ['/', true],
      ['/join', true],
      ['/blog', true],
      ['/blog/buying-from-abroad', true],
    ]);
  });
});

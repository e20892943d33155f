import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { pageRoutes, runsFrom } from './audit-pages';

describe('pageRoutes: the pages the Lighthouse audit visits', () => {
  let root: string;
  const dist = () => path.join(root, 'dist');
  const posts = () => path.join(root, 'posts');
  const page = (...parts: string[]) => {
    mkdirSync(path.join(dist(), ...parts), { recursive: true });
    writeFileSync(path.join(dist(), ...parts, 'index.html'), '<!doctype html>');
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'audit-'));
    mkdirSync(posts());
    for (const id of ['renting-in-accra', 'buying-from-abroad'])
      writeFileSync(path.join(posts(), `${id}.md`), '---\n---\n');
    writeFileSync(path.join(posts(), 'notes.txt'), '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test("the landing and join pages, the blog list and the first post by id, not the blog's 404 page", () => {
    page();
    page('join');
    page('blog');
    page('blog', '404');
    page('blog', 'renting-in-accra');
    page('blog', 'buying-from-abroad');
    expect(pageRoutes(dist(), posts())).toEqual([
      { route: '/', built: true },
      { route: '/join', built: true },
      { route: '/blog', built: true },
      { route: '/blog/buying-from-abroad', built: true },
    ]);
  });

  test('marks pages missing from dist/ as not built', () => {
    page();
    expect(
      pageRoutes(dist(), posts())
        .filter((r) => !r.built)
        .map((r) => r.route),
    ).toEqual(['/join', '/blog', '/blog/buying-from-abroad']);
  });
});

describe('runsFrom: how many runs per page', () => {
  test('5 by default, or what --runs says', () => {
    expect(runsFrom([])).toBe(5);
    expect(runsFrom(['--runs', '3'])).toBe(3);
    expect(runsFrom(['--runs=1'])).toBe(1);
  });

  test.each(['0', '-2', '2.5', 'many', ''])('refuses --runs %j with a clear message', (value) => {
    expect(() => runsFrom([`--runs=${value}`])).toThrow(/--runs takes a whole number from 1/);
  });

  test('refuses an option it does not know', () => {
    expect(() => runsFrom(['--route', '/'])).toThrow(/route/);
  });
});

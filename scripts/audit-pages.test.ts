import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { pageRoutes } from './audit-pages';

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
    for (const id of ['renting-in-accra', 'buying-from-abroad']) writeFileSync(path.join(posts(), `${id}.md`), '---\n---\n');
    writeFileSync(path.join(posts(), 'notes.txt'), '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('the landing and join pages, the blog list and the first post by id, not the blog\'s 404 page', () => {
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
    expect(pageRoutes(dist(), posts()).filter((r) => !r.built).map((r) => r.route)).toEqual([
      '/join',
      '/blog',
      '/blog/buying-from-abroad',
    ]);
  });
});

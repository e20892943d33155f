import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSiteFiles } from './site-files';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/** How Shiki colours a code block in an article, as Astro writes it. */
const CODE_STYLE = 'background-color:#24292e;color:#e1e4e8; overflow-x: auto;';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

/** The blog's part of a built site, in the shape Astro writes it. */
function writeFixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-blog-'));
  const files: Record<string, string> = {
    '404.html': page('Page Not Found'),
    'blog/index.html': page('Ghana Real Estate Insights'),
    'blog/a-real-post/index.html': page('A real post').replace(
      '</h1>',
      `</h1><pre style="${CODE_STYLE}"><code>x</code></pre>`,
    ),
    'blog/404/index.html': page('Article Not Found'),
    'blog/search-index.json': '[]',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe.each(TEST_DATABASES)('serving the blog on $name', (database) => {
  let app: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = writeFixtureSite();
    app = await startTestApp(database, { siteFiles: await loadSiteFiles(distDir) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('the list, a post and the search index answer 200', async () => {
    for (const [url, text] of [
      ['/blog', 'Ghana Real Estate Insights'],
      ['/blog/a-real-post', 'A real post'],
      ['/blog/search-index.json', '[]'],
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain(text);
    }
  });

  test('an unknown article, or any unknown path under /blog/, gets Article Not Found with status 404', async () => {
    for (const unknown of [
      '/blog/nope',
      '/blog/a-real-post/deeper',
      '/blog/404',
      '/blog/404/index.html',
      '/blog/%3Cscript%3E',
    ]) {
      const response = await app.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type'), unknown).toMatch(/text\/html/);
      expect(await response.text(), unknown).toContain('<h1>Article Not Found</h1>');
    }
  });

  test('elsewhere, /blogs and /blog-x included, unknown paths keep the site-wide 404 page', async () => {
    for (const unknown of ['/blogs', '/blog-x', '/no-such-page']) {
      const response = await app.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.text(), unknown).toContain('<h1>Page Not Found</h1>');
    }
  });

  test("no page allows a style attribute, an article's included", async () => {
    const article = (await app.request('/blog/a-real-post')).headers.get('content-security-policy') ?? '';
    const styleSrc = article.split('; ').find((directive) => directive.startsWith('style-src'));
    expect(styleSrc).toBe("style-src 'self'");
    const list = (await app.request('/blog')).headers.get('content-security-policy') ?? '';
    expect(list).toContain("style-src 'self';");
    expect(list).not.toContain('unsafe-');
  });
});

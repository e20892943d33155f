import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditPages, pageRoutes, SCORE_TARGETS, type Category, type PageAudit } from '../scripts/audit-pages';
import { startSiteServer, type SiteServer } from './support/site-server';

/** One Lighthouse run takes about 12-20 s here; a busy two-core machine can double that. */
const PAGE_TIMEOUT_MS = 90_000;

const routes = pageRoutes();
const built = routes.filter((r) => r.built).map((r) => r.route);

/** Each category under its target, with the audits that pulled it down. */
function shortfalls({ scores, failing }: PageAudit): string[] {
  return (Object.keys(SCORE_TARGETS) as Category[])
    .filter((category) => scores[category] < SCORE_TARGETS[category])
    .map((category) => `${category} ${scores[category]} < ${SCORE_TARGETS[category]}: ${(failing[category] ?? []).join('; ')}`);
}

describe('Lighthouse, mobile settings (issue 3 budgets)', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer();
  });
  afterAll(() => server?.close());

  test('audits every page the source defines: the landing and join pages, and the blog list and an article once the blog exists', () => {
    const blogInSource = existsSync('site/pages/blog') || existsSync('site/pages/blog.astro');
    expect(routes.map((r) => [r.route.replace(/^\/blog\/(?!\{).+/, '/blog/<id>'), r.built])).toEqual([
      ['/', true],
      ['/join', true],
      ['/blog', blogInSource],
      [blogInSource ? '/blog/<id>' : '/blog/{first post id}', blogInSource],
    ]);
  });

  test.each(built)(
    '%s scores at least 95 for performance and 100 for accessibility, best practices and SEO',
    async (route) => {
      const [audit] = await auditPages(server.baseUrl, [route]);
      expect(audit!.route).toBe(route);
      expect(shortfalls(audit!)).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );
});

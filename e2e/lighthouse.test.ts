import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditPages, pageRoutes, SCORE_TARGETS, type Category, type PageAudit } from '../scripts/audit-pages';
import { startSiteServer, type SiteServer } from './support/site-server';

/** Three Lighthouse runs of about 12-20 s each here; a busy two-core machine can double that. */
const PAGE_TIMEOUT_MS = 180_000;

const routes = pageRoutes();

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

  test('audits the landing and join pages, the blog list and an article, all built', () => {
    expect(routes.map((r) => r.route)).toEqual(['/', '/join', '/blog', expect.stringMatching(/^\/blog\/[a-z0-9-]+$/)]);
    expect(routes.filter((r) => !r.built)).toEqual([]);
  });

  test.each(routes.map((r) => r.route))(
    '%s scores at least 95 for performance and 100 for accessibility, best practices and SEO',
    async (route) => {
      const [audit] = await auditPages(server.baseUrl, [route]);
      expect(audit!.route).toBe(route);
      expect(shortfalls(audit!)).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ADMIN_ROUTES, PAGES_OUTSIDE_THE_SHELL } from '../site/admin/admin-routes';
import { DIST_DIR, htmlFileFor } from './support/page-assets';

/** The built back-office pages ('/admin', '/admin/buyers', ...), found in dist/ rather than assumed. */
function builtAdminPages(): string[] {
  return readdirSync(path.join(DIST_DIR, 'admin'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => path.posix.join('/admin', path.dirname(file).split(path.sep).join('/')).replace(/\/\.$/, ''))
    .sort();
}

describe('admin pages in dist/', () => {
  test('every route of the table is a built page at its address, and no other page is under /admin', () => {
    expect(builtAdminPages()).toEqual([...ADMIN_ROUTES, ...PAGES_OUTSIDE_THE_SHELL].map((route) => route.path).sort());
  });

  test.each([...ADMIN_ROUTES, ...PAGES_OUTSIDE_THE_SHELL].map((route) => [route.path, route] as const))(
    '%s carries its title and the admin app',
    (_path, route) => {
      const html = readFileSync(htmlFileFor(route.path), 'utf8');
      expect(html).toContain(`<title>${route.title} | Your home in Ghana</title>`);
      expect(html).toMatch(/<astro-island[^>]*component-export="AdminApp"[^>]*client="only"/);
    },
  );
});

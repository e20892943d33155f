// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, adminStaticPaths, PAGES_OUTSIDE_THE_SHELL } from './admin-routes';
import { AdminScreen } from './AdminScreen';
import { ADMIN, fetchMock, renderWithQueries, setUp, tearDown } from '../test/admin-test-utils';

beforeEach(() => {
  setUp();
  // The screens' loads stay pending: this test is about which screen shows, not its data.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(tearDown);

describe('the admin route table', () => {
  it('gives every route a pre-rendered page at its path, titled from the table', () => {
    const pages = adminStaticPaths().map(({ params, props }) => [
      params.route === undefined ? '/admin' : `/admin/${params.route}`,
      props.title,
    ]);
    // Plus the page a password reset email links to, which is outside the shell.
    expect(pages).toEqual([...ADMIN_ROUTES, ...PAGES_OUTSIDE_THE_SHELL].map((route) => [route.path, route.title]));
    expect(pages.map(([path]) => path)).toEqual([
      '/admin',
      '/admin/callable-now',
      '/admin/buyers',
      '/admin/sellers',
      '/admin/renters',
      '/admin/newsletter',
      '/admin/campaigns',
      '/admin/users',
      '/admin/routing',
      '/admin/notifications',
      '/admin/account',
      '/admin/people',
      '/admin/activity',
      '/admin/reset-password',
    ]);
  });

  it.each(ADMIN_ROUTES.map((route) => [route.path, route] as const))(
    'gives %s a screen headed by its title',
    async (_path, route) => {
      renderWithQueries(<AdminScreen route={route} user={ADMIN} />);
      // A lazily loaded screen (Notifications) shows its heading once its chunk has arrived.
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(route.title);
    },
  );
});

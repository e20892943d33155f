import type { AdminUser } from '#contract/admin-users/admin-users-api';

/**
 * The back-office's one route table: the pages Astro pre-renders, the sidebar, the client-side
 * router and the screen registry are all derived from it, so a route added here exists everywhere or the
 * typecheck says where it is missing.
 */
export const ADMIN_ROUTES = [
  { id: 'dashboard', path: '/admin', label: 'Dashboard', title: 'Admin Dashboard', access: 'staff' },
  // Every user's own leads to call now, within their calling hours.
  { id: 'callable-now', path: '/admin/callable-now', label: 'Callable now', title: 'Callable now', access: 'staff' },
  { id: 'buyers', path: '/admin/buyers', label: 'Buyer Leads', title: 'Buyer Leads', access: 'staff' },
  { id: 'sellers', path: '/admin/sellers', label: 'Seller Leads', title: 'Seller Leads', access: 'staff' },
  { id: 'renters', path: '/admin/renters', label: 'Renter Leads', title: 'Renter Leads', access: 'staff' },
  {
    id: 'newsletter',
    path: '/admin/newsletter',
    label: 'Newsletter',
    title: 'Newsletter Subscribers',
    access: 'staff',
  },
  // Shown under Newsletter in the sidebar: admins, and the users an admin lets send campaigns.
  {
    id: 'campaigns',
    path: '/admin/campaigns',
    label: 'Campaigns',
    title: 'Newsletter Campaigns',
    access: 'campaigns',
    under: 'newsletter',
  },
  { id: 'users', path: '/admin/users', label: 'User Management', title: 'User Management', access: 'admin' },
  // Which agents each new lead goes to: ordered rules, saved as one list.
  { id: 'routing', path: '/admin/routing', label: 'Routing', title: 'Lead Routing', access: 'admin' },
  // Not admin-only: a `user` sets their own alerts there; the screen hides the admin controls.
  {
    id: 'notifications',
    path: '/admin/notifications',
    label: 'Notifications',
    title: 'Notifications',
    access: 'staff',
  },
  // Everyone's own sign-in security: the second factor; admins also find "require for everyone" there.
  { id: 'account', path: '/admin/account', label: 'Account', title: 'Account Security', access: 'staff' },
  // Act 843's rights of access and erasure: a person's data, its export and its erasure.
  { id: 'people', path: '/admin/people', label: 'Find a Person', title: 'Find a Person', access: 'admin' },
  // The audit trail: who did what, when.
  { id: 'activity', path: '/admin/activity', label: 'Activity', title: 'Activity', access: 'admin' },
] as const satisfies readonly AdminRouteFields[];

interface AdminRouteFields {
  id: string;
  /** Under /admin, without a trailing slash. */
  path: string;
  /** The sidebar item. */
  label: string;
  /** The page title. */
  title: string;
  /** Who sees it in the sidebar and may open it. */
  access: ScreenAccess;
  /** The sidebar shows it indented under this screen's item. */
  under?: string;
}

/**
 * Every signed-in user; role admin only; or admins and the users an admin allows to send campaigns
 * (`AdminUser.sendsCampaigns`, which the server sets true for every admin). The API's route access says the same.
 */
export type ScreenAccess = 'staff' | 'admin' | 'campaigns';

/** Whether `user` sees the screen in the sidebar and may open it. */
export function mayOpen(route: Pick<AdminRouteFields, 'access'>, user: AdminUser): boolean {
  if (route.access === 'admin') return user.role === 'admin';
  if (route.access === 'campaigns') return user.role === 'admin' || user.sendsCampaigns;
  return true;
}

export type AdminScreenId = (typeof ADMIN_ROUTES)[number]['id'];

export interface AdminRoute extends AdminRouteFields {
  id: AdminScreenId;
}

/** Where a "Forgot your password?" email leads: AdminApp shows it to anyone, signed in or not. */
export const RESET_PASSWORD_PATH = '/admin/reset-password';

/** Admin pages outside the shell and its sidebar, pre-rendered beside the route table's. */
export const PAGES_OUTSIDE_THE_SHELL = [{ path: RESET_PASSWORD_PATH, title: 'Choose a new password' }] as const;

/**
 * One pre-rendered page per route (and per page outside the shell), for
 * the dynamic page's getStaticPaths (site/pages/admin/[...route].astro).
 */
export function adminStaticPaths(): { params: { route: string | undefined }; props: { title: string } }[] {
  const screens = ADMIN_ROUTES.map(({ path, title }) => {
    // The rest parameter is undefined for /admin itself.
    const rest = path.replace(/^\/admin\/?/, '');
    return { params: { route: rest === '' ? undefined : rest }, props: { title } };
  });
  const outside = PAGES_OUTSIDE_THE_SHELL.map(({ path, title }) => ({
    params: { route: path.replace(/^\/admin\//, '') },
    props: { title },
  }));
  return [...screens, ...outside];
}

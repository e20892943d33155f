/**
 * The back-office's one route table: the pages Astro pre-renders, the sidebar, the client-side
 * router and the screen registry are all derived from it, so a route added here exists everywhere or the
 * typecheck says where it is missing.
 */
export const ADMIN_ROUTES = [
  { id: 'dashboard', path: '/admin', label: 'Dashboard', title: 'Admin Dashboard', adminOnly: false },
  // Every user's own leads to call now, within their calling hours.
  { id: 'callable-now', path: '/admin/callable-now', label: 'Callable now', title: 'Callable now', adminOnly: false },
  { id: 'buyers', path: '/admin/buyers', label: 'Buyer Leads', title: 'Buyer Leads', adminOnly: false },
  { id: 'sellers', path: '/admin/sellers', label: 'Seller Leads', title: 'Seller Leads', adminOnly: false },
  { id: 'renters', path: '/admin/renters', label: 'Renter Leads', title: 'Renter Leads', adminOnly: false },
  {
    id: 'newsletter',
    path: '/admin/newsletter',
    label: 'Newsletter',
    title: 'Newsletter Subscribers',
    adminOnly: false,
  },
  { id: 'users', path: '/admin/users', label: 'User Management', title: 'User Management', adminOnly: true },
  // Which agents each new lead goes to: ordered rules, saved as one list.
  { id: 'routing', path: '/admin/routing', label: 'Routing', title: 'Lead Routing', adminOnly: true },
  // Not admin-only: a `user` sets their own alerts there; the screen hides the admin controls.
  {
    id: 'notifications',
    path: '/admin/notifications',
    label: 'Notifications',
    title: 'Notifications',
    adminOnly: false,
  },
  // Everyone's own sign-in security: the second factor; admins also find "require for everyone" there.
  { id: 'account', path: '/admin/account', label: 'Account', title: 'Account Security', adminOnly: false },
  // Act 843's rights of access and erasure: a person's data, its export and its erasure.
  { id: 'people', path: '/admin/people', label: 'Find a Person', title: 'Find a Person', adminOnly: true },
  // The audit trail: who did what, when.
  { id: 'activity', path: '/admin/activity', label: 'Activity', title: 'Activity', adminOnly: true },
] as const satisfies readonly AdminRouteFields[];

interface AdminRouteFields {
  id: string;
  /** Under /admin, without a trailing slash. */
  path: string;
  /** The sidebar item. */
  label: string;
  /** The page title. */
  title: string;
  /** Only role admin sees and may open it. */
  adminOnly: boolean;
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

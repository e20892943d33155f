import { lazy, Suspense } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { ChunkErrorBoundary } from './ui/ChunkErrorBoundary';
import { CallableNowScreen } from './callable-now/CallableNowScreen';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { LeadsScreen } from './leads/LeadsScreen';
import { NewsletterScreen } from './newsletter/NewsletterScreen';
import { mayOpen, type AdminRoute, type AdminScreenId } from './admin-routes';
import { followLink } from './router';
import { UsersScreen } from './users/UsersScreen';

// The Notifications screen is downloaded when opened: the other screens' budget stays as it was.
const NotificationsScreen = lazy(() =>
  import('./notifications/NotificationsScreen').then((module) => ({ default: module.NotificationsScreen })),
);
// Account security is opened rarely: downloaded when opened.
const AccountScreen = lazy(() =>
  import('./account/AccountScreen').then((module) => ({ default: module.AccountScreen })),
);
// Find a person is for admins, and rare: downloaded when opened too.
const PeopleScreen = lazy(() => import('./people/PeopleScreen').then((module) => ({ default: module.PeopleScreen })));
// Activity likewise: admins only, opened now and then.
const ActivityScreen = lazy(() =>
  import('./activity/ActivityScreen').then((module) => ({ default: module.ActivityScreen })),
);
// Campaigns are for a few, now and then: downloaded when opened.
const CampaignsScreen = lazy(() =>
  import('./campaigns/CampaignsScreen').then((module) => ({ default: module.CampaignsScreen })),
);
// Routing is for admins and set now and then: downloaded when opened.
const RoutingScreen = lazy(() =>
  import('./routing/RoutingScreen').then((module) => ({ default: module.RoutingScreen })),
);

/** The screen registry: which component each route of the table (admin-routes.ts) shows. */
const SCREENS: Record<AdminScreenId, (props: { user: AdminUser }) => React.ReactNode> = {
  dashboard: () => <DashboardScreen />,
  'callable-now': () => <CallableNowScreen />,
  buyers: ({ user }) => <LeadsScreen type="buyer" currentUser={user} />,
  sellers: ({ user }) => <LeadsScreen type="seller" currentUser={user} />,
  renters: ({ user }) => <LeadsScreen type="renter" currentUser={user} />,
  newsletter: ({ user }) => <NewsletterScreen currentUser={user} />,
  campaigns: ({ user }) => (
    <LazyScreen loading="Loading campaigns...">
      <CampaignsScreen currentUser={user} />
    </LazyScreen>
  ),
  users: ({ user }) => <UsersScreen currentUser={user} />,
  routing: () => (
    <LazyScreen loading="Loading routing...">
      <RoutingScreen />
    </LazyScreen>
  ),
  notifications: ({ user }) => (
    <LazyScreen loading="Loading notifications...">
      <NotificationsScreen currentUser={user} />
    </LazyScreen>
  ),
  account: ({ user }) => (
    <LazyScreen loading="Loading...">
      <AccountScreen currentUser={user} />
    </LazyScreen>
  ),
  people: () => (
    <LazyScreen loading="Loading...">
      <PeopleScreen />
    </LazyScreen>
  ),
  activity: () => (
    <LazyScreen loading="Loading activity...">
      <ActivityScreen />
    </LazyScreen>
  ),
};

/** The current route's screen; a user opening a screen not for them is told so rather than shown an error. */
export function AdminScreen({ route, user }: { route: AdminRoute | undefined; user: AdminUser }) {
  if (!route) return <Notice title="Page Not Found" text="There is no back-office screen at this address." />;
  if (!mayOpen(route, user)) {
    const who = route.access === 'campaigns' ? 'administrators and the users they allow' : 'administrators';
    return (
      <Notice
        title="Not allowed"
        text={`Only ${who} can open ${route.title}. Ask an administrator if you need access.`}
      />
    );
  }
  const Screen = SCREENS[route.id];
  // Keyed by route: leaving a screen and coming back starts it afresh (its search and filters reset).
  return <Screen key={route.id} user={user} />;
}

/** A screen downloaded when opened: a line while it loads, and a notice if it cannot be. */
export function LazyScreen({ loading, children }: { loading: string; children: React.ReactNode }) {
  return (
    <ChunkErrorBoundary
      fallback={<Notice title="Could not load this screen" text="Check your connection and reload the page." />}
    >
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-slate-700">
            {loading}
          </p>
        }
      >
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <a href="/admin" onClick={followLink} className="btn btn-outline mt-6">
        Back to the dashboard
      </a>
    </section>
  );
}

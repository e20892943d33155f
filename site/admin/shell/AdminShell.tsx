import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { apiLogout } from '../lib/admin-api';
import { Icon } from '../ui/Icon';
import { $adminPath, routeFor } from '../router';
import { AdminScreen } from '../AdminScreen';
import { Sidebar } from './Sidebar';
import { useDrawer } from './useDrawer';

const COLLAPSED_KEY = 'admin-sidebar-collapsed';

/** The signed-in frame: sidebar (collapsible on large screens, a drawer on small ones), the current screen. */
export function AdminShell({ user }: { user: AdminUser }) {
  const path = useStore($adminPath);
  const route = routeFor(path);
  const [collapsed, setCollapsed] = useState(() => readCollapsed());
  const [loggingOut, setLoggingOut] = useState(false);
  const { buttonRef, panelRef, ...drawer } = useDrawer();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(path);

  useEffect(() => {
    document.title = `${route?.title ?? 'Page Not Found'} | Your home in Ghana`;
    // After an in-app navigation, start reading and tabbing from the new screen, as a page load would.
    if (path !== firstPath.current) {
      firstPath.current = '';
      main.current?.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    }
  }, [path, route]);

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return !value;
    });
  }

  async function logout() {
    setLoggingOut(true);
    try {
      // Not apiSend: its 401 would show the login screen for a moment before the reload.
      await apiLogout();
    } catch (error) {
      console.warn('Logout failed', error);
    }
    window.location.assign('/admin');
  }

  return (
    <div className="min-h-screen flex-1 bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header
        inert={drawer.open}
        className="sticky top-0 z-20 flex min-h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 lg:hidden"
      >
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={drawer.open}
          aria-controls="admin-sidebar"
          onClick={drawer.show}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <span className="sr-only">Menu</span>
        </button>
        <p className="truncate font-bold text-brand-800">Your home in Ghana</p>
      </header>
      {drawer.open && (
        <div className="fixed inset-0 z-[55] bg-black/40 lg:hidden" aria-hidden="true" onClick={drawer.hide} />
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubble up from inside */}
      <aside
        id="admin-sidebar"
        ref={panelRef}
        aria-label="Sidebar"
        onKeyDown={drawer.onKeyDown}
        // Visibility changes at once on opening (focus can move in) and only after the slide on closing.
        // Above the toasts while open on a phone: they would cover Logout at the drawer's foot.
        className={`fixed inset-y-0 left-0 z-[60] w-72 max-w-[85vw] border-r border-slate-200 bg-white duration-200 motion-reduce:transition-none lg:sticky lg:top-0 lg:z-auto lg:visible lg:h-screen lg:max-w-none lg:translate-x-0 ${
          drawer.open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]'
        } ${collapsed ? 'lg:w-20' : 'lg:w-64'}`}
      >
        <button
          type="button"
          onClick={drawer.hide}
          className="absolute top-2.5 right-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Icon name="close" />
          <span className="sr-only">Close menu</span>
        </button>
        <Sidebar
          user={user}
          current={route}
          collapsed={collapsed}
          onNavigate={drawer.close}
          onLogout={logout}
          loggingOut={loggingOut}
        />
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar"
          className="absolute top-20 -right-4 hidden size-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:text-ink-900 lg:inline-flex"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-4 ${collapsed ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M15 6l-6 6 6 6" />
          </svg>
          <span className="sr-only">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
      </aside>
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        inert={drawer.open}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        <AdminScreen route={route} user={user} />
      </main>
    </div>
  );
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

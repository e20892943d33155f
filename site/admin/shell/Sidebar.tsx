import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { ADMIN_ROUTES, mayOpen, type AdminRoute } from '../admin-routes';
import { followLink } from '../router';
import { BrandMark } from './BrandMark';
import { NavIcon } from './NavIcon';

interface SidebarProps {
  user: AdminUser;
  current: AdminRoute | undefined;
  /** Large screens: icons only. */
  collapsed: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The sidebar's content, shared by the large-screen column and the small-screen drawer. */
export function Sidebar({ user, current, collapsed, onNavigate, onLogout, loggingOut }: SidebarProps) {
  const items: readonly AdminRoute[] = ADMIN_ROUTES.filter((route) => mayOpen(route, user));
  const label = collapsed ? 'lg:sr-only' : '';
  const link = { current, collapsed, labelClass: label, onNavigate };
  return (
    <div className="flex h-full flex-col">
      <a
        href="/admin"
        onClick={(event) => {
          followLink(event);
          onNavigate();
        }}
        className="flex min-h-16 items-center gap-2 px-4 font-bold text-brand-800"
      >
        <BrandMark className="size-9 shrink-0" />
        <span className={label}>Your home in Ghana</span>
      </a>
      <nav aria-label="Back-office" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {items
            .filter((route) => !route.under)
            .map((route) => {
              const children = items.filter((child) => child.under === route.id);
              return (
                <li key={route.id}>
                  <NavLink route={route} {...link} />
                  {children.length > 0 && (
                    // Indented under its parent screen (Newsletter → Campaigns), except as large screens' icons only.
                    <ul className={`mt-1 space-y-1 pl-6 ${collapsed ? 'lg:pl-0' : ''}`}>
                      {children.map((child) => (
                        <li key={child.id}>
                          <NavLink route={child} {...link} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <p className={`truncate px-3 text-sm text-slate-700 ${label}`}>
          Signed in as <strong className="font-semibold text-ink-900">{user.username}</strong>
        </p>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          title={collapsed ? 'Logout' : undefined}
          className="mt-2 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-red-50 hover:text-red-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
          </svg>
          <span className={label}>Logout</span>
        </button>
      </div>
    </div>
  );
}

interface NavLinkProps {
  route: AdminRoute;
  current: AdminRoute | undefined;
  collapsed: boolean;
  labelClass: string;
  onNavigate: () => void;
}

function NavLink({ route, current, collapsed, labelClass, onNavigate }: NavLinkProps) {
  return (
    <a
      href={route.path}
      aria-current={current?.id === route.id ? 'page' : undefined}
      title={collapsed ? route.label : undefined}
      onClick={(event) => {
        followLink(event);
        onNavigate();
      }}
      className="flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-ink-900 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
    >
      <NavIcon id={route.id} />
      <span className={labelClass}>{route.label}</span>
    </a>
  );
}

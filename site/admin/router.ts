import { atom } from 'nanostores';
import type { MouseEvent } from 'react';

/**
 * Client-side navigation between the pre-rendered /admin routes (one island on each): links are real
 * `<a href>`, a plain click pushes history instead of reloading, and the back button (popstate) works.
 */
export type AdminScreenId = 'dashboard' | 'buyers' | 'sellers' | 'renters' | 'newsletter' | 'users';

export interface AdminRoute {
  id: AdminScreenId;
  path: string;
  /** The sidebar item (SPEC 2). */
  label: string;
  /** The page title. */
  title: string;
  /** Only role admin sees and may open it. */
  adminOnly: boolean;
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'dashboard', path: '/admin', label: 'Dashboard', title: 'Admin Dashboard', adminOnly: false },
  { id: 'buyers', path: '/admin/buyers', label: 'Buyer Leads', title: 'Buyer Leads', adminOnly: false },
  { id: 'sellers', path: '/admin/sellers', label: 'Seller Leads', title: 'Seller Leads', adminOnly: false },
  { id: 'renters', path: '/admin/renters', label: 'Renter Leads', title: 'Renter Leads', adminOnly: false },
  { id: 'newsletter', path: '/admin/newsletter', label: 'Newsletter', title: 'Newsletter Subscribers', adminOnly: false },
  { id: 'users', path: '/admin/users', label: 'User Management', title: 'User Management', adminOnly: true },
];

/** '/admin/users/' and '/admin/users' are the same screen. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function routeFor(pathname: string): AdminRoute | undefined {
  const path = normalizePath(pathname);
  return ADMIN_ROUTES.find((route) => route.path === path);
}

export const $adminPath = atom<string>(typeof location === 'undefined' ? '/admin' : normalizePath(location.pathname));

/** Shows another admin screen without a reload; an address outside the app is a normal page load. */
export function navigate(href: string): void {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || !routeFor(url.pathname)) {
    location.assign(url.href);
    return;
  }
  if (normalizePath(url.pathname) !== normalizePath(location.pathname) || url.search !== location.search) {
    history.pushState(null, '', url.pathname + url.search);
  }
  $adminPath.set(normalizePath(url.pathname));
}

/** Follows history (back, forward); returns the listener's removal. */
export function startRouter(): () => void {
  const sync = () => $adminPath.set(normalizePath(location.pathname));
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
}

/**
 * onClick for an in-app `<a href>`: a plain left click navigates in place; a click with a modifier
 * (new tab, new window, download) is left to the browser.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.currentTarget;
  if (anchor.target && anchor.target !== '_self') return;
  if (!routeFor(new URL(anchor.href, location.href).pathname)) return;
  event.preventDefault();
  navigate(anchor.href);
}

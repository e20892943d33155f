/**
 * Client-side navigation between the pre-rendered /admin routes (one island on each): links are real
 * `<a href>`, a plain click pushes history instead of reloading, and the back button (popstate) works.
 */
import { atom } from 'nanostores';
import type { MouseEvent } from 'react';
import { ADMIN_ROUTES, type AdminRoute } from './admin-routes';

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

/** The address's query string ('?lead=12', or ''): deep links into a screen read it. */
export const $adminSearch = atom<string>(typeof location === 'undefined' ? '' : location.search);

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
  $adminSearch.set(url.search);
}

/**
 * Changes the address's query string in place ('' or '?search=ama'): a screen's filters live there, so
 * the address opens the same view, but each keystroke or choice must not become a history entry.
 */
export function replaceQuery(search: string): void {
  if (search !== location.search) history.replaceState(history.state, '', location.pathname + search);
  $adminSearch.set(search);
}

/** Follows history (back, forward); returns the listener's removal. */
export function startRouter(): () => void {
  const sync = () => {
    $adminPath.set(normalizePath(location.pathname));
    $adminSearch.set(location.search);
  };
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
}

/**
 * onClick for an in-app `<a href>`: a plain left click navigates in place; a click with a modifier
 * (new tab, new window, download) is left to the browser.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = event.currentTarget;
  if (anchor.target && anchor.target !== '_self') return;
  if (!routeFor(new URL(anchor.href, location.href).pathname)) return;
  event.preventDefault();
  navigate(anchor.href);
}

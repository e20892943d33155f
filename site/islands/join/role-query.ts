import type { JoinRole } from '#contract/leads/join-options';
import { parseRole } from './join-form-rules';

/** The role a link asked for (`/join?type=seller`); values other than the four roles are ignored. */
export function readRoleFromUrl(): JoinRole | null {
  return parseRole(new URLSearchParams(window.location.search).get('type'));
}

/**
 * Mirrors the chosen role into `?type`, so a reload, a shared link or the back button returns to the same
 * form. replaceState: changing the role is not a navigation worth a history entry.
 */
export function writeRoleToUrl(role: JoinRole | null): void {
  const url = new URL(window.location.href);
  if (role) url.searchParams.set('type', role);
  else url.searchParams.delete('type');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

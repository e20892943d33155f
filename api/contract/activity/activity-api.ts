import type { PageInfo } from '../shared/page-info';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';

/**
 * The Activity screen's contract: the audit trail's entries as the API answers them, its
 * filters, and the readable form of an entry's details that the screen and the CSV both show.
 */

/**
 * One entry of GET /api/admin/activity. `actorName` is the
 * name the actor had then (kept after a rename or a deletion).
 */
export interface ActivityEntry {
  id: number;
  /** ISO instant. */
  occurredAt: string;
  actorId: number | null;
  actorName: string;
  action: string;
  /** AUDIT_ACTIONS' words for the action (the action itself for one the list does not know). */
  label: string;
  details: Record<string, unknown>;
}

/** GET /api/admin/activity → `{ entries, nextCursor, total, totalCapped }`, newest first. */
export type ActivityPage = { entries: ActivityEntry[] } & PageInfo;

/**
 * The filters of the list and its export, as query parameters; each optional. `action` is an AUDIT_ACTIONS
 * key or a group (the part before the dot: 'sign_in' is every sign-in entry); `actor` a name, matched
 * exactly in any case; `from` and `to` inclusive days in Africa/Accra (yyyy-MM-dd) or ISO instants.
 */
export interface ActivityFilters {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export const ACTIVITY_ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The groups of actions: 'sign_in', 'user', 'export', ... */
export const ACTIVITY_ACTION_GROUPS = [...new Set(ACTIVITY_ACTIONS.map((action) => action.split('.')[0]!))];

/** The actions an `action` filter stands for: itself, a group's members, or none for an unknown value. */
export function actionsOfFilter(filter: string): AuditAction[] {
  if ((ACTIVITY_ACTIONS as string[]).includes(filter)) return [filter as AuditAction];
  return ACTIVITY_ACTIONS.filter((action) => action.startsWith(`${filter}.`));
}

export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(readableValue).join(', ');
  if (typeof value === 'object') {
    const parts = Object.entries(value).filter(([, inner]) => inner !== undefined && inner !== null && inner !== '');
    return parts.length === 0 ? 'none' : parts.map(([key, inner]) => `${key} ${readableValue(inner)}`).join(', ');
  }
  return String(value);
}

/** An entry's details as one line: 'username: kofi; fields: email, username' ('' for none). */
export function readableDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${readableValue(value)}`)
    .join('; ');
}

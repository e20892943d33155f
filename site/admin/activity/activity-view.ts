/**
 * The Activity screen's view as its address holds it:
 * `/admin/activity?action=user.created&actor=ama&from=2026-11-01&to=2026-11-25`
 * opens exactly that list, and the screen writes each change back to the address.
 */
import { ACTIVITY_ACTION_GROUPS, ACTIVITY_ACTIONS, type ActivityFilters } from '#contract/activity/activity-api';
import { AUDIT_ACTIONS } from '#contract/activity/audit-actions';
import { queryString } from '../lib/query-string';

export interface ActivityView {
  /** An action or a group ('' for any). */
  action: string;
  /** As typed; the server gets it trimmed. */
  actor: string;
  /** Days (yyyy-MM-dd, in Accra), '' for no bound. */
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_VIEW: ActivityView = { action: '', actor: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GROUP_LABELS: Record<string, string> = {
  sign_in: 'All sign-ins',
  user: 'All user changes',
  export: 'All exports',
  webhook: 'All webhook changes',
};

/** The action select's options: any, the groups worth one, then every action by its words. */
export const ACTION_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'All actions'],
  ...Object.entries(GROUP_LABELS),
  ...ACTIVITY_ACTIONS.map((action) => [action, AUDIT_ACTIONS[action]] as const),
];

/**
 * Reads an address's query string; an unknown action or a malformed day is ignored, as the controls could not show it.
 */
export function parseActivityView(query: string): ActivityView {
  const params = new URLSearchParams(query);
  const action = params.get('action') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  const known = (ACTIVITY_ACTIONS as string[]).includes(action) || ACTIVITY_ACTION_GROUPS.includes(action);
  return { action: known ? action : '', actor: params.get('actor') ?? '', from: day('from'), to: day('to') };
}

/** The query string of a view ('' for the whole list), in the order parseActivityView reads it. */
export function activityQuery(view: ActivityView): string {
  return queryString({ action: view.action, actor: view.actor, from: view.from, to: view.to });
}

/** Whether the days are the wrong way round: the server would refuse them (400), so the screen says so instead. */
export function datesReversed(view: ActivityView): boolean {
  return view.from !== '' && view.to !== '' && view.to < view.from;
}

/** What the list and its export ask the server for. */
export function activityFilters(view: ActivityView): ActivityFilters {
  const filters: ActivityFilters = {};
  if (view.action) filters.action = view.action;
  if (view.actor.trim()) filters.actor = view.actor.trim();
  if (view.from) filters.from = view.from;
  if (view.to) filters.to = view.to;
  return filters;
}

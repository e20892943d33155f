/**
 * A lead page's view as its address holds it: the filters the server applies, the folder
 * (leads or spam), the order and a deep link. `/admin/buyers?contactStatus=Not+Contacted&leadStatus=New&search=ama&spam=true`
 * opens exactly that view, also after signing in, and the page writes each change back to the address.
 */
import type { LeadListFilters } from '#contract/leads/leads-api';
import { CONTACT_STATUSES, type ContactStatus, LEAD_STATUSES, type LeadStatus } from '#contract/leads/lead-status';
import { DEFAULT_LEAD_SORT, LEAD_SORTS, type LeadSort } from '#contract/leads/lead-sort';
import { queryString } from '../lib/query-string';
import { goingColdFilters, hasDeepLink, NO_DEEP_LINK, parseLeadDeepLink, type LeadDeepLink } from './lead-deep-link';

export interface LeadListView {
  /** As typed; the server gets it trimmed. */
  search: string;
  /** '' for any. */
  contactStatus: ContactStatus | '';
  leadStatus: LeadStatus | '';
  /** Bounds on when leads arrived (a day, or an ISO instant): no control sets them, an address can. */
  from: string;
  to: string;
  /** The spam folder instead of the leads. */
  spam: boolean;
  /** Exactly this source, as typed; '' for any. */
  source: string;
  /** Whose leads: 'me', 'unassigned' or a user's id; '' for anyone's. */
  assignedTo: string;
  /** The list's order; not a filter, so exports and bulk actions leave it out. */
  sort: LeadSort;
  link: LeadDeepLink;
}

export type LeadListChange = Partial<Omit<LeadListView, 'link'>>;

export const EMPTY_VIEW: LeadListView = {
  search: '',
  contactStatus: '',
  leadStatus: '',
  from: '',
  to: '',
  spam: false,
  source: '',
  assignedTo: '',
  sort: DEFAULT_LEAD_SORT,
  link: NO_DEEP_LINK,
};

const OWNER_FILTER = /^(me|unassigned|[1-9]\d{0,9})$/;

const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : '';
}

/**
 * Reads an address's query string; an unknown status or a
 * malformed bound is ignored, as the selects could not show it.
 */
export function parseLeadListView(query: string): LeadListView {
  const params = new URLSearchParams(query);
  const bound = (name: string) => (DAY_OR_INSTANT.test(params.get(name) ?? '') ? params.get(name)! : '');
  const link = parseLeadDeepLink(query);
  return {
    search: params.get('search') ?? '',
    // ?cold=1 is a list of Not Contacted leads: the contact-status filter says so.
    contactStatus: link.cold ? 'Not Contacted' : oneOf(CONTACT_STATUSES, params.get('contactStatus')),
    leadStatus: oneOf(LEAD_STATUSES, params.get('leadStatus')),
    from: bound('from'),
    to: bound('to'),
    spam: params.get('spam') === 'true',
    source: params.get('source') ?? '',
    assignedTo: OWNER_FILTER.test(params.get('assignedTo') ?? '') ? params.get('assignedTo')! : '',
    sort: oneOf(LEAD_SORTS, params.get('sort')) || DEFAULT_LEAD_SORT,
    link,
  };
}

/** The query string of a view ('' for the whole list), in the order parseLeadListView reads it. */
export function leadListQuery(view: LeadListView): string {
  return queryString({
    contactStatus: view.contactStatus,
    leadStatus: view.leadStatus,
    search: view.search,
    from: view.from,
    to: view.to,
    spam: view.spam ? 'true' : '',
    source: view.source,
    assignedTo: view.assignedTo,
    sort: view.sort === DEFAULT_LEAD_SORT ? '' : view.sort,
    lead: view.link.leadId === null ? '' : String(view.link.leadId),
    cold: view.link.cold ? '1' : '',
    contactOf: view.link.contactOf === null ? '' : String(view.link.contactOf),
  });
}

/**
 * A view after staff change a filter. `?lead=` shows one lead whatever the filters, so choosing one goes
 * back to the list; `?cold=1` lasts while the contact status stays Not Contacted; `?contactOf=` stays (the
 * filters narrow that person's leads).
 */
export function changeLeadListView(view: LeadListView, change: LeadListChange): LeadListView {
  const next = { ...view, ...change };
  return {
    ...next,
    link: {
      leadId: null,
      cold: view.link.cold && next.contactStatus === 'Not Contacted',
      contactOf: view.link.contactOf,
    },
  };
}

/** What the list, its exports and bulk actions ask the server for; `now` fixes the going-cold cut-off. */
export function leadListFilters(view: LeadListView, now: number): LeadListFilters {
  const filters: LeadListFilters = {};
  if (view.contactStatus) filters.contactStatus = view.contactStatus;
  if (view.leadStatus) filters.leadStatus = view.leadStatus;
  if (view.search.trim()) filters.search = view.search.trim();
  if (view.from) filters.from = view.from;
  if (view.to) filters.to = view.to;
  if (view.spam) filters.spam = 'true';
  if (view.link.contactOf !== null) filters.contactOf = String(view.link.contactOf);
  if (view.source.trim()) filters.source = view.source.trim();
  if (view.assignedTo) filters.assignedTo = view.assignedTo;
  return view.link.cold ? { ...filters, ...goingColdFilters(now) } : filters;
}

/** Whether the view shows fewer leads than the page's count (the status line then says how many). */
export function isNarrowed(view: LeadListView): boolean {
  return Boolean(
    view.search.trim() ||
    view.contactStatus ||
    view.leadStatus ||
    view.from ||
    view.to ||
    view.spam ||
    view.source.trim() ||
    view.assignedTo ||
    hasDeepLink(view.link),
  );
}

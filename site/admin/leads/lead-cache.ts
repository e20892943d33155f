/**
 * What a change to leads does to the cached lists. A change to one lead is written into the
 * pages loaded (its card shows the saved lead, or leaves a list it no longer belongs to) rather than
 * reloading them: a reload would refetch every page scrolled through. The counts, the lead's timeline and
 * the dashboard are refetched; lists of the type under other filters are forgotten, to be read afresh.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { removePagedRow, replacePagedRow } from '../lib/paged-cache';
import { QUERY_KEYS } from '../lib/query-keys';
import { LEAD_COPY } from './lead-copy';
import type { LeadAnswer } from './useLead';

/** A lead saved (a status edit): its card shows it where it is. */
export async function showSavedLead(client: QueryClient, type: LeadType, saved: LeadRecord): Promise<void> {
  client.removeQueries({ queryKey: QUERY_KEYS.leadLists(type), type: 'inactive' });
  await replacePagedRow(client, QUERY_KEYS.leadLists(type), LEAD_COPY[type].plural, saved);
  // The page's contact view (`contactOf`) lists the person's leads of every type under `leads`.
  await replacePagedRow(client, QUERY_KEYS.leadLists(type), 'leads', saved);
  client.setQueryData<LeadAnswer>(QUERY_KEYS.lead(saved.id), (answer) => answer && { lead: saved });
  refreshAround(client, type, saved.id);
}

/**
 * A lead moved out of the list shown (marked as spam, back from spam) or deleted (`now` null): its card
 * leaves the list. A deep link to it shows it as it is now, or that it is gone.
 */
export async function dropLead(
  client: QueryClient,
  type: LeadType,
  leadId: number,
  now: LeadRecord | null,
): Promise<void> {
  client.removeQueries({ queryKey: QUERY_KEYS.leadLists(type), type: 'inactive' });
  await removePagedRow(client, QUERY_KEYS.leadLists(type), LEAD_COPY[type].plural, leadId);
  await removePagedRow(client, QUERY_KEYS.leadLists(type), 'leads', leadId);
  client.setQueryData<LeadAnswer>(QUERY_KEYS.lead(leadId), (answer) => answer && { lead: now });
  refreshAround(client, type, leadId);
}

/**
 * Many leads changed (a bulk action): the lists start again from
 * their first page, the counts and the dashboard are refetched.
 */
export function reloadLeadLists(client: QueryClient, type: LeadType): void {
  void client.resetQueries({ queryKey: QUERY_KEYS.leadLists(type) });
  void refreshAdminQueries(client, QUERY_KEYS.leadEntries);
  void refreshAdminQueries(client, QUERY_KEYS.leadCounts(type));
  void refreshAdminQueries(client, QUERY_KEYS.stats);
}

// Not awaited: the screen confirms the change at once, and these follow.
function refreshAround(client: QueryClient, type: LeadType, leadId: number): void {
  void refreshAdminQueries(client, QUERY_KEYS.leadCounts(type));
  void refreshAdminQueries(client, QUERY_KEYS.timeline(leadId));
  void refreshAdminQueries(client, QUERY_KEYS.stats);
}

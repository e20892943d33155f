import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import { showSavedLead } from './lead-cache';

/** POST /api/leads/{id}/merge: both cards show the merge, each in its own type's list. */
export function useMergeLeads(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otherId: number) =>
      apiSend<{ leads: LeadRecord[] }>('POST', `/api/leads/${leadId}/merge`, { leadId: otherId }),
    onSuccess: async ({ leads }) => {
      await Promise.all(leads.map((saved) => showSavedLead(client, saved.type, saved)));
      await refreshAdminQueries(client, QUERY_KEYS.leadPeople);
    },
  });
}

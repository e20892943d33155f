import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadNoteRecord } from '#contract/lead-notes/lead-notes-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** POST /api/leads/{id}/notes; the lead's timeline is read again with it. */
export function useAddNote(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiSend<{ note: LeadNoteRecord }>('POST', `/api/leads/${leadId}/notes`, { body }),
    onSuccess: () => refreshAdminQueries(client, QUERY_KEYS.timeline(leadId)),
  });
}

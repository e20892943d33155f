import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadNoteRecord } from '#contract/lead-notes/lead-notes-api';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/** DELETE /api/leads/{id}/notes/{noteId}; the lead's timeline is read again with it. */
export function useDeleteNote(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      apiSend<{ deleted: true; note: LeadNoteRecord }>('DELETE', `/api/leads/${leadId}/notes/${noteId}`),
    onSuccess: () => refreshAdminQueries(client, QUERY_KEYS.timeline(leadId)),
  });
}

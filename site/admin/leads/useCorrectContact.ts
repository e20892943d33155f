import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadContactUpdate, LeadRecord } from '#contract/leads/leads-api';
import { apiSend } from '../lib/admin-api';
import { showSavedLead } from './lead-cache';

/** PATCH /api/leads/{id}/contact: the card shows the corrected lead, its timeline is read again. */
export function useCorrectContact(lead: Pick<LeadRecord, 'id' | 'type'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: LeadContactUpdate) =>
      apiSend<{ lead: LeadRecord }>('PATCH', `/api/leads/${lead.id}/contact`, update),
    onSuccess: ({ lead: saved }) => showSavedLead(client, lead.type, saved),
  });
}

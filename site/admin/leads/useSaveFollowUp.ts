import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadFollowUpUpdate } from '#contract/follow-ups/follow-up-api';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import { toastApiError } from '../lib/toast-api-error';
import { showSavedLead } from './lead-cache';

export interface FollowUpSave {
  saving: boolean;
  /** Resolves true once saved; false after a failure (a toast says why). `done` is the toast's title. */
  save: (update: LeadFollowUpUpdate, done: string) => Promise<boolean>;
}

/**
 * A card's owner or next step: PATCH /api/leads/{id}, then the
 * card shows the saved lead and the dashboard's lists follow.
 */
export function useSaveFollowUp(lead: LeadRecord): FollowUpSave {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (update: LeadFollowUpUpdate) => apiSend<{ lead: LeadRecord }>('PATCH', `/api/leads/${lead.id}`, update),
    onSuccess: async ({ lead: saved }) => {
      await showSavedLead(client, saved.type, saved);
      void refreshAdminQueries(client, QUERY_KEYS.followUps);
    },
  });

  async function save(update: LeadFollowUpUpdate, done: string): Promise<boolean> {
    if (mutation.isPending) return false;
    try {
      await mutation.mutateAsync(update);
    } catch (error) {
      toastApiError('Failed to update lead', error);
      return false;
    }
    toast({ title: done });
    return true;
  }

  return { saving: mutation.isPending, save };
}

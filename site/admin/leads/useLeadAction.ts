import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { toastApiError } from '../lib/toast-api-error';
import { dropLead } from './lead-cache';

export type LeadActionName = 'spam' | 'not-spam' | 'delete';

/** Each action's call and words. Every one takes the card out of the list shown. */
const ACTIONS: Record<
  LeadActionName,
  {
    method: 'POST' | 'DELETE';
    path: (id: number) => string;
    done: string;
    failed: string;
    said: (name: string) => string;
  }
> = {
  spam: {
    method: 'POST',
    path: (id) => `/api/leads/${id}/spam`,
    done: 'Marked as spam',
    failed: 'Failed to mark as spam',
    said: (name) => `${name} was moved to the spam folder.`,
  },
  'not-spam': {
    method: 'DELETE',
    path: (id) => `/api/leads/${id}/spam`,
    done: 'Not spam',
    failed: 'Failed to move out of spam',
    said: (name) => `${name} is back among the leads.`,
  },
  delete: {
    method: 'DELETE',
    path: (id) => `/api/leads/${id}`,
    done: 'Lead deleted',
    failed: 'Failed to delete lead',
    said: (name) => `${name} was deleted.`,
  },
};

/**
 * A card's Mark as spam, Not spam and Delete: the call, the toast, and the card taken out of
 * the loaded pages (the list is not read again). Resolves true once done.
 */
export function useLeadAction(type: LeadType) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, lead }: { action: LeadActionName; lead: LeadRecord }) =>
      apiSend<{ lead: LeadRecord }>(ACTIONS[action].method, ACTIONS[action].path(lead.id)),
    onSuccess: (answer, { action, lead }) => dropLead(client, type, lead.id, action === 'delete' ? null : answer.lead),
  });

  async function run(action: LeadActionName, lead: LeadRecord): Promise<boolean> {
    try {
      await mutation.mutateAsync({ action, lead });
    } catch (error) {
      toastApiError(ACTIONS[action].failed, error);
      return false;
    }
    toast({ title: ACTIONS[action].done, description: ACTIONS[action].said(lead.name) });
    return true;
  }

  return { run, pendingId: mutation.isPending ? mutation.variables?.lead.id : undefined };
}

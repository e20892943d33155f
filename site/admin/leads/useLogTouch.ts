import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadTouchAnswer } from '#contract/lead-notes/lead-notes-api';
import { touchLabel, type LeadTouchInput } from '#contract/leads/lead-touches';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { toastApiError } from '../lib/toast-api-error';
import { showSavedLead } from './lead-cache';

export interface TouchLog {
  logging: boolean;
  /** Resolves true once logged (a toast confirms); false after a failure (a toast says why). */
  log: (input: LeadTouchInput) => Promise<boolean>;
}

/**
 * POST /api/leads/{id}/touches: the lead (its contact status) is shown as saved, and its timeline, the counts and
 * the dashboard's speed to lead are read again (showSavedLead).
 */
export function useLogTouch(lead: Pick<LeadRecord, 'id' | 'type' | 'name'>): TouchLog {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: LeadTouchInput) => apiSend<LeadTouchAnswer>('POST', `/api/leads/${lead.id}/touches`, input),
    onSuccess: ({ lead: saved }) => showSavedLead(client, lead.type, saved),
  });

  async function log(input: LeadTouchInput): Promise<boolean> {
    if (mutation.isPending) return false;
    try {
      const { touch } = await mutation.mutateAsync(input);
      toast({ title: 'Touch logged', description: `${touchLabel(touch.touchKind, touch.outcome)}: ${lead.name}` });
      return true;
    } catch (error) {
      toastApiError('Failed to log the touch', error);
      return false;
    }
  }

  return { logging: mutation.isPending, log };
}

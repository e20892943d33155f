import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LeadRecord, LeadStatusUpdate } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { toastApiError } from '../lib/toast-api-error';
import { LEAD_COPY } from './lead-copy';
import { showSavedLead } from './lead-cache';
import { statusUpdateFor, type StatusDraft } from './status-update';

export interface LeadUpdate {
  saving: boolean;
  /**
   * Resolves true when the edit may close (saved, or nothing to
   * save), false after a failure or while one is on its way.
   */
  save: (lead: LeadRecord, draft: StatusDraft) => Promise<boolean>;
}

/**
 * A card's confirm: PATCH /api/{buyers|sellers|renters}/{id}, the page's toasts, then the card shows the saved lead.
 */
export function useUpdateLeadStatus(type: LeadType): LeadUpdate {
  const client = useQueryClient();
  const copy = LEAD_COPY[type];
  const mutation = useMutation({
    mutationFn: ({ leadId, update }: { leadId: number; update: LeadStatusUpdate }) =>
      apiSend<{ lead: LeadRecord }>('PATCH', `/api/${copy.plural}/${leadId}`, update),
    // The card shows the saved statuses at once; the list is not read again (lead-cache.ts). The edit closes
    // as soon as the change is saved, so nothing on screen offers to send it a second time.
    onSuccess: ({ lead: saved }) => showSavedLead(client, type, saved),
  });
  // isPending disables the button only after a render; this refuses a second save at once.
  const inFlight = useRef(false);

  async function save(lead: LeadRecord, draft: StatusDraft): Promise<boolean> {
    const update = statusUpdateFor(type, lead, draft);
    if (!update) return true;
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await mutation.mutateAsync({ leadId: lead.id, update });
    } catch (error) {
      if (type === 'renter') toastApiError('Error updating lead', error, { fallback: 'Failed to update the lead.' });
      else toastApiError('Failed to update lead', error);
      return false;
    } finally {
      inFlight.current = false;
    }
    toast(
      type === 'renter'
        ? { title: copy.updated, description: 'The renter lead has been updated successfully.' }
        : { title: copy.updated },
    );
    return true;
  }

  return { saving: mutation.isPending, save };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LeadRecord, LeadStatusUpdate } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import { toastApiError } from '../lib/toast-api-error';
import { LEAD_COPY } from './lead-copy';
import { statusUpdateFor, type StatusDraft } from './status-update';
import type { LeadList } from './useLeads';

export interface LeadUpdate {
  saving: boolean;
  /** Resolves true when the edit may close (saved, or nothing to save), false after a failure or while one is on its way. */
  save: (lead: LeadRecord, draft: StatusDraft) => Promise<boolean>;
}

/** A card's confirm: PATCH /api/{buyers|sellers|renters}/{id}, the page's toasts, then the lists refetched. */
export function useUpdateLeadStatus(type: LeadType): LeadUpdate {
  const client = useQueryClient();
  const copy = LEAD_COPY[type];
  const mutation = useMutation({
    mutationFn: ({ leadId, update }: { leadId: number; update: LeadStatusUpdate }) =>
      apiSend<{ lead: LeadRecord }>('PATCH', `/api/${copy.plural}/${leadId}`, update),
    onSuccess: async ({ lead: saved }) => {
      // The card shows the saved statuses at once (an older answer on its way is dropped first, so it cannot
      // undo them). The list, this lead's history and the dashboard's counts are then refetched, not awaited:
      // the edit closes as soon as the change is saved, so nothing on screen offers to send it a second time.
      const listKey = QUERY_KEYS.leads(type);
      await client.cancelQueries({ queryKey: listKey });
      client.setQueryData<LeadList>(listKey, (answer) =>
        answer && { [copy.plural]: (answer[copy.plural] ?? []).map((listed) => (listed.id === saved.id ? saved : listed)) },
      );
      void refreshAdminQueries(client, listKey);
      void refreshAdminQueries(client, QUERY_KEYS.history(saved.id));
      void refreshAdminQueries(client, QUERY_KEYS.stats);
    },
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
    toast(type === 'renter' ? { title: copy.updated, description: 'The renter lead has been updated successfully.' } : { title: copy.updated });
    return true;
  }

  return { saving: mutation.isPending, save };
}

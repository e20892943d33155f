import { useRef, useState } from 'react';
import type { LeadRecord } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { toastApiError } from '../lib/toast-api-error';
import { invalidateAdminQueries, updateAdminQueryData } from '../lib/useAdminQuery';
import { LEAD_COPY } from './lead-copy';
import { statusUpdateFor, type StatusDraft } from './status-update';

export interface LeadUpdate {
  saving: boolean;
  /** Resolves true when the edit may close (saved, or nothing to save), false after a failure or while one is on its way. */
  save: (lead: LeadRecord, draft: StatusDraft) => Promise<boolean>;
}

/** A card's confirm: PATCH /api/{buyers|sellers|renters}/{id}, the page's toasts, then the lists refetched. */
export function useLeadUpdate(type: LeadType): LeadUpdate {
  const [saving, setSaving] = useState(false);
  // The state above disables the button only after a render; this refuses a second save at once.
  const inFlight = useRef(false);
  const copy = LEAD_COPY[type];

  async function save(lead: LeadRecord, draft: StatusDraft): Promise<boolean> {
    const update = statusUpdateFor(type, lead, draft);
    if (!update) return true;
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    let saved: LeadRecord;
    try {
      ({ lead: saved } = await apiSend<{ lead: LeadRecord }>('PATCH', `/api/${copy.plural}/${lead.id}`, update));
    } catch (error) {
      if (type === 'renter') toastApiError('Error updating lead', error, { fallback: 'Failed to update the lead.' });
      else toastApiError('Failed to update lead', error);
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
    toast(type === 'renter' ? { title: copy.updated, description: 'The renter lead has been updated successfully.' } : { title: copy.updated });
    // The card shows the saved statuses at once. The list, this lead's history and the dashboard's counts
    // are then refetched, not awaited: the edit closes as soon as the change is saved, so nothing on screen
    // offers to send it a second time.
    updateAdminQueryData<Record<string, LeadRecord[]>>(QUERY_KEYS.leads(type), (answer) => ({
      [copy.plural]: (answer[copy.plural] ?? []).map((listed) => (listed.id === saved.id ? saved : listed)),
    }));
    void invalidateAdminQueries(QUERY_KEYS.leads(type));
    void invalidateAdminQueries(QUERY_KEYS.history(lead.id));
    void invalidateAdminQueries(QUERY_KEYS.stats);
    return true;
  }

  return { saving, save };
}

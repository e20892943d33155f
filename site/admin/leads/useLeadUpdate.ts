import { useState } from 'react';
import type { LeadRecord } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { toast } from '../../lib/toast-store';
import { AdminApiError, apiSend } from '../lib/admin-api';
import { invalidateAdminQueries } from '../lib/useAdminQuery';
import { LEAD_COPY } from './lead-copy';
import { statusUpdateFor, type StatusDraft } from './status-update';

export interface LeadUpdate {
  saving: boolean;
  /** Resolves true when the edit may close (saved, or nothing to save), false after a failure. */
  save: (lead: LeadRecord, draft: StatusDraft) => Promise<boolean>;
}

/** A card's confirm: PATCH /api/{buyers|sellers|renters}/{id}, the page's toasts, then the lists refetched. */
export function useLeadUpdate(type: LeadType): LeadUpdate {
  const [saving, setSaving] = useState(false);
  const copy = LEAD_COPY[type];

  async function save(lead: LeadRecord, draft: StatusDraft): Promise<boolean> {
    const update = statusUpdateFor(type, lead, draft);
    if (!update) return true;
    setSaving(true);
    try {
      await apiSend('PATCH', `/api/${copy.plural}/${lead.id}`, update);
    } catch (error) {
      if (type === 'renter') {
        const message = error instanceof AdminApiError ? error.serverMessage : error instanceof Error ? error.message : '';
        toast({ title: 'Error updating lead', description: message || 'Failed to update the lead.', variant: 'destructive' });
      } else {
        toast({ title: 'Failed to update lead', description: error instanceof AdminApiError ? error.serverMessage : undefined, variant: 'destructive' });
      }
      return false;
    } finally {
      setSaving(false);
    }
    toast(type === 'renter' ? { title: copy.updated, description: 'The renter lead has been updated successfully.' } : { title: copy.updated });
    // The list, this lead's history and the dashboard's counts all changed.
    await Promise.all([
      invalidateAdminQueries(`/api/${copy.plural}`),
      invalidateAdminQueries(`/api/leads/${lead.id}/history`),
      invalidateAdminQueries('/api/admin/stats'),
    ]);
    return true;
  }

  return { saving, save };
}

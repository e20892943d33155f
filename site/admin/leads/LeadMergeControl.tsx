import { useState } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import { toast } from '../../lib/toast-store';
import { formatDate } from '../lib/format';
import { toastApiError } from '../lib/toast-api-error';
import { useLeadPerson } from './useLeadPerson';
import { useMergeLeads } from './useMergeLeads';

const groupOf = (lead: Pick<LeadRecord, 'id' | 'mergedIntoId'>) => lead.mergedIntoId ?? lead.id;

/**
 * A returning contact's card offers to merge it with another request of the same person: the person's other
 * leads not yet merged with it, each one button. The server checks they are the same person.
 */
export function LeadMergeControl({ lead }: { lead: LeadRecord }) {
  const [open, setOpen] = useState(false);
  const person = useLeadPerson(lead.id, open);
  const merge = useMergeLeads(lead.id);
  const others = (person.data ?? []).filter(
    (other) => groupOf(other) !== groupOf(lead) && !other.erased && !other.spam,
  );

  async function mergeWith(other: LeadRecord) {
    try {
      await merge.mutateAsync(other.id);
      toast({ title: 'Leads merged', description: `#${lead.id} and #${other.id} now show as one contact.` });
      setOpen(false);
    } catch (error) {
      toastApiError('Failed to merge leads', error);
    }
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="btn btn-sm btn-outline mt-1">
        Merge with another request<span className="sr-only"> of {lead.name}</span>
      </button>
    );
  }
  return (
    <div className="mt-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-800">Merge #{lead.id} with:</p>
      {person.isPending && <p className="text-sm text-slate-700">Loading this person's requests...</p>}
      {person.isSuccess && others.length === 0 && (
        <p className="text-sm text-slate-700">No other request of this person to merge with.</p>
      )}
      <ul className="mt-1 space-y-1">
        {others.map((other) => (
          <li key={other.id}>
            <button
              type="button"
              disabled={merge.isPending}
              onClick={() => void mergeWith(other)}
              className="btn btn-sm btn-outline h-auto min-h-11 text-left wrap-anywhere"
            >
              #{other.id} · {other.type} · {other.name} · {formatDate(other.createdAt)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </div>
  );
}

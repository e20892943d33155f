import type { StatusChange } from '../../../api/domain/admin-api';
import { formatDateTime } from '../lib/format';
import { QueryError } from '../ui/QueryError';
import { useLeadHistory } from './useLeadHistory';

const FIELD_LABEL: Record<StatusChange['field'], string> = { contactStatus: 'Contact status', leadStatus: 'Lead status' };

/** The user who made the change; the name is kept when that account has since been deleted. */
function changedBy(change: StatusChange): string {
  if (change.changedBy) return change.changedBy.username;
  return change.changedByName ? `${change.changedByName} (deleted user)` : 'a deleted user';
}

/** A lead's status changes, oldest first (GET /api/leads/{id}/history); mounted only when opened. */
export function LeadHistory({ leadId }: { leadId: number }) {
  const { data: history, error, isLoading, refetch } = useLeadHistory(leadId);

  if (isLoading) return <p role="status" className="text-slate-700">Loading history...</p>;
  if (error && !history) return <QueryError compact message="Failed to fetch the status history" onRetry={refetch} />;
  if (!history || history.length === 0) return <p className="text-slate-700">No status changes yet.</p>;

  return (
    <ol className="space-y-2">
      {history.map((change) => (
        <li key={change.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <p className="font-medium text-ink-900">
            {FIELD_LABEL[change.field] ?? change.field}: {change.from || '-'} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {change.to}
          </p>
          <p>
            <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> by{' '}
            {changedBy(change)}
          </p>
        </li>
      ))}
    </ol>
  );
}

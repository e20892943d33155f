import { formatDateTime } from '../lib/format';
import { Badge } from '../ui/Badge';
import { delivered, EVENT_LABELS, formatDuration } from './notification-format';
import { useWebhookDeliveries } from './useWebhookDeliveries';

/** An endpoint's last 100 delivery attempts, newest first. A list, not a table, so it fits a phone. */
export function DeliveryLog({ endpointId, labelledBy }: { endpointId: number; labelledBy: string }) {
  const query = useWebhookDeliveries(endpointId, true);
  const deliveries = query.data;

  if (query.isLoading) {
    return (
      <p role="status" className="mt-2 text-sm text-slate-700">
        Loading deliveries...
      </p>
    );
  }
  if (query.error && !deliveries) {
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        Failed to load the delivery log.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  if (!deliveries || deliveries.length === 0) return <p className="mt-2 text-sm text-slate-700">No deliveries yet.</p>;
  return (
    <ol aria-labelledby={labelledBy} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <Badge variant={delivered(delivery) ? 'subtle' : 'destructive'} size="sm">
            {delivery.statusCode === null ? 'No answer' : `HTTP ${delivery.statusCode}`}
          </Badge>
          {delivery.error && <span className="min-w-0 break-all text-red-800">{delivery.error}</span>}
          <span className="font-medium text-ink-900">{EVENT_LABELS[delivery.event] ?? delivery.event}</span>
          <span className="text-slate-700">{formatDuration(delivery.durationMs)}</span>
          <span className="text-slate-700">attempt {delivery.attempt}</span>
          <time dateTime={delivery.attemptedAt} className="text-slate-700">
            {formatDateTime(delivery.attemptedAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { SUBSCRIBER_STATE_LABELS, type SubscriberState } from '#contract/newsletter/subscriber-states';
import { formatDateTime } from '../lib/format';
import { Badge } from '../ui/Badge';
import { DeleteButton } from '../ui/DeleteButton';

/** What the row's date means in each state: only an Active address is subscribed. */
const SINCE: Record<SubscriberState, string> = {
  active: 'Subscribed',
  pending: 'Pending since',
  unsubscribed: 'Signed up',
};

/**
 * One subscriber: the address (a visitor's text, shown as text), its state's badge, Bounced beside it for an
 * address the mail relay refused for good (campaigns skip it), when, and remove (admins only: without onRemove
 * there is no button).
 */
export function SubscriberRow({ subscriber, onRemove }: { subscriber: NewsletterRecord; onRemove?: () => void }) {
  return (
    // tabIndex -1: focus lands here on the first row a "Load more" added.
    <li tabIndex={-1} className="flex items-center gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium break-all text-ink-900">{subscriber.email}</p>
          <Badge
            variant={
              subscriber.state === 'active' ? 'subtle' : subscriber.state === 'pending' ? 'outline' : 'secondary'
            }
            size="sm"
          >
            {SUBSCRIBER_STATE_LABELS[subscriber.state]}
          </Badge>
          {subscriber.bouncedAt && (
            <Badge variant="destructive" size="sm">
              Bounced
            </Badge>
          )}
        </div>
        <p className="mt-0.5 text-sm text-slate-700">
          {SINCE[subscriber.state]}: {formatDateTime(subscriber.createdAt)}
          {subscriber.bouncedAt && (
            <span className="block sm:ml-3 sm:inline">Bounced: {formatDateTime(subscriber.bouncedAt)}</span>
          )}
        </p>
      </div>
      {onRemove && <DeleteButton label={`Remove ${subscriber.email}`} rowId={subscriber.id} onClick={onRemove} />}
    </li>
  );
}

import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { formatDateTime } from '../lib/format';

/** One subscriber: the address (a visitor's text, shown as text), the Active badge, when, and remove. */
export function SubscriberRow({ subscriber, onRemove }: { subscriber: NewsletterRecord; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium break-all text-ink-900">{subscriber.email}</p>
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Active</span>
        </div>
        <p className="mt-0.5 text-sm text-slate-700">Subscribed: {formatDateTime(subscriber.createdAt)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${subscriber.email}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
}

import { readableDetails, type ActivityEntry } from '#contract/activity/activity-api';
import { formatDateTime } from '../lib/format';

/** One entry: what (its label), who, when (Accra) and its details in words. Names are staff's text, shown as text. */
export function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const details = readableDetails(entry.details);
  return (
    // tabIndex -1: focus lands here on the first row a "Load more" added.
    <li tabIndex={-1} className="px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-ink-900">{entry.label}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
        </p>
      </div>
      <p className="mt-0.5 text-sm break-words text-slate-800">
        By <span className="font-medium">{entry.actorName || 'someone unknown'}</span>
      </p>
      {details && <p className="mt-0.5 text-sm break-words text-slate-700">{details}</p>}
    </li>
  );
}

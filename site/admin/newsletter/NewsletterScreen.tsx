import { useMemo, useState } from 'react';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { invalidateAdminQueries, useAdminQuery } from '../lib/useAdminQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CountCard } from '../ui/CountCard';
import { QueryError } from '../ui/QueryError';
import { SearchField } from '../ui/SearchField';
import { countSubscribers, filterSubscribers } from './subscriber-counts';
import { exportSubscribers } from './subscriber-export';
import { SubscriberRow } from './SubscriberRow';

export const NEWSLETTERS_KEY = '/api/newsletters';

/** Newsletter Subscribers (SPEC 2, 5, 7, 8): counts, search, export, and removal after a confirmation. */
export function NewsletterScreen() {
  const query = useAdminQuery<{ newsletters: NewsletterRecord[] }>(NEWSLETTERS_KEY);
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<NewsletterRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const all = query.data?.newsletters;
  const counts = useMemo(() => countSubscribers(all ?? []), [all]);
  const shown = useMemo(() => filterSubscribers(all ?? [], search), [all, search]);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await apiSend('DELETE', `/api/newsletters/${removing.id}`);
      toast({ title: 'Subscriber removed', description: 'The newsletter subscription has been removed successfully.' });
      setRemoving(null);
      await Promise.all([invalidateAdminQueries(NEWSLETTERS_KEY), invalidateAdminQueries('/api/admin/stats')]);
    } catch (error) {
      toast({ title: 'Error removing subscriber', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Newsletter Subscribers</h1>
          <p className="mt-1 text-slate-700">People who signed up for the newsletter on the join page.</p>
        </div>
        <button type="button" className="btn btn-primary" disabled={!all || shown.length === 0} onClick={() => exportSubscribers(shown)}>
          Export Subscribers
        </button>
      </div>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        <CountCard label="Total Subscribers" value={counts.total} />
        <CountCard label="This Month" value={counts.thisMonth} />
        <CountCard label="This Week" value={counts.thisWeek} />
      </div>

      <div className="mt-6 flex">
        <SearchField label="Search subscribers" placeholder="Search by email address..." value={search} onChange={setSearch} />
      </div>

      <section aria-labelledby="subscribers-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-xs">
        <h2 id="subscribers-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-ink-900 sm:px-6">
          Subscribers ({shown.length})
        </h2>
        {query.isLoading && (
          <p role="status" className="px-4 py-10 text-center text-slate-700 sm:px-6">
            Loading newsletter subscribers...
          </p>
        )}
        {query.error && !all && <div className="px-4 pb-4 sm:px-6"><QueryError message="Failed to fetch newsletter subscribers" onRetry={query.refetch} /></div>}
        {all && shown.length === 0 && (
          <p className="px-4 py-10 text-center text-slate-700 sm:px-6">
            {search.trim() ? 'No subscribers found matching your search.' : 'No newsletter subscribers yet.'}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="divide-y divide-slate-200">
            {shown.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} onRemove={() => setRemoving(subscriber)} />
            ))}
          </ul>
        )}
      </section>

      {removing && (
        <ConfirmDialog
          title="Remove subscriber"
          message={`Are you sure you want to remove ${removing.email} from the newsletter?`}
          confirmLabel="Remove"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

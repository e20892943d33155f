import { useMemo, useRef, useState } from 'react';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListSection } from '../ui/ListSection';
import { SearchField } from '../ui/SearchField';
import { StatCard } from '../ui/StatCard';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { countSubscribers, filterSubscribers } from './subscribers';
import { SubscriberRow } from './SubscriberRow';
import { useDeleteSubscriber } from './useDeleteSubscriber';
import { useSubscribers } from './useSubscribers';
import { ScreenHeader } from '../ui/ScreenHeader';

/** Newsletter Subscribers (SPEC 2, 5, 7, 8): counts, search, export, and removal after a confirmation. */
export function NewsletterScreen() {
  const query = useSubscribers();
  const deleteSubscriber = useDeleteSubscriber();
  const [search, setSearch] = useState('');
  const listRef = useRef<HTMLElement>(null);
  const all = query.data;
  const counts = useMemo(() => all && countSubscribers(all), [all]);
  const shown = useMemo(() => all && filterSubscribers(all, search), [all, search]);
  const removal = useConfirmedDelete<NewsletterRecord>({
    remove: deleteSubscriber.mutateAsync,
    done: { title: 'Subscriber removed', description: 'The newsletter subscription has been removed successfully.' },
    failedTitle: 'Error removing subscriber',
    items: shown,
    listRef,
  });

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title="Newsletter Subscribers" subtitle="People who signed up for the newsletter on the join page.">
        <a
          href={shown?.length ? `/api/newsletters/export.csv${search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : ''}` : undefined}
          download
          aria-disabled={!shown?.length}
          className="btn btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          Export Subscribers
        </a>
      </ScreenHeader>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label="Total Subscribers" value={counts?.total} />
        <StatCard label="This Month" value={counts?.thisMonth} />
        <StatCard label="This Week" value={counts?.thisWeek} />
      </div>

      <div className="mt-6 flex">
        <SearchField label="Search subscribers" placeholder="Search by email address..." value={search} onChange={setSearch} />
      </div>

      <ListSection
        title="Subscribers"
        items={shown}
        isLoading={query.isLoading}
        loadingText="Loading newsletter subscribers..."
        failure={query.error ? { message: 'Failed to fetch newsletter subscribers', onRetry: query.refetch } : undefined}
        emptyText={search.trim() ? 'No subscribers found matching your search.' : 'No newsletter subscribers yet.'}
        sectionRef={listRef}
      >
        {shown?.map((subscriber) => <SubscriberRow key={subscriber.id} subscriber={subscriber} onRemove={() => removal.ask(subscriber)} />)}
      </ListSection>

      {removal.target && (
        <ConfirmDialog
          title="Remove subscriber"
          message={`Are you sure you want to remove ${removal.target.email} from the newsletter?`}
          confirmLabel="Remove"
          busy={removal.busy}
          onConfirm={() => void removal.confirm()}
          onClose={removal.cancel}
        />
      )}
    </div>
  );
}

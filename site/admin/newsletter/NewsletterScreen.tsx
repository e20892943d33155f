import { useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { formatCount } from '../lib/format';
import { queryString } from '../lib/query-string';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DownloadLink } from '../ui/DownloadLink';
import { PagedListSection } from '../ui/PagedListSection';
import { ScreenHeader } from '../ui/ScreenHeader';
import { SearchField } from '../ui/SearchField';
import { Select } from '../ui/Select';
import {
  SUBSCRIBER_STATE_LABELS,
  SUBSCRIBER_STATES,
  type SubscriberState,
} from '#contract/newsletter/subscriber-states';
import { StatCard } from '../ui/StatCard';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useDebouncedInput } from '../ui/useDebouncedInput';
import { SubscriberRow } from './SubscriberRow';
import { useDeleteSubscriber } from './useDeleteSubscriber';
import { useSubscriberCounts } from './useSubscriberCounts';
import { useSubscriberPages } from './useSubscriberPages';

const FETCH_ERROR = 'Failed to fetch newsletter subscribers';
/** Every state, or one. */
const STATE_FILTER_OPTIONS = [
  ['', 'All states'],
  ...SUBSCRIBER_STATES.map((state) => [state, SUBSCRIBER_STATE_LABELS[state]] as const),
] as const;

/**
 * Newsletter Subscribers: counts, search, state filter and export by the
 * server, paged, and removal after a confirmation. The counts are of Active subscribers; the export is what the
 * search and the state filter show.
 */
export function NewsletterScreen({ currentUser }: { currentUser: AdminUser }) {
  const [search, setSearch] = useState('');
  // Sent to the server once typing pauses, not on each key.
  const [text, setText] = useDebouncedInput(search, setSearch);
  const [state, setState] = useState<SubscriberState | ''>('');
  const pages = useSubscriberPages(search.trim(), state);
  const { paged } = pages;
  const { data: counts } = useSubscriberCounts();
  const deleteSubscriber = useDeleteSubscriber();
  const listRef = useRef<HTMLElement>(null);
  const removal = useConfirmedDelete<NewsletterRecord>({
    remove: deleteSubscriber.mutateAsync,
    done: { title: 'Subscriber removed', description: 'The newsletter subscription has been removed successfully.' },
    failedTitle: 'Error removing subscriber',
    items: paged?.rows,
    listRef,
  });
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title="Newsletter Subscribers" subtitle="People who signed up for the newsletter on the join page.">
        <div className="flex flex-wrap gap-2">
          <DownloadLink
            href={paged?.total ? `/api/newsletters/export.csv${queryString({ search: search.trim(), state })}` : null}
            className="btn btn-primary"
          >
            Export Subscribers
          </DownloadLink>
          <DownloadLink
            href={paged?.total ? `/api/newsletters/export.xlsx${queryString({ search: search.trim(), state })}` : null}
            className="btn btn-outline"
          >
            Export XLSX
          </DownloadLink>
        </div>
      </ScreenHeader>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label="Total Subscribers" value={count(counts?.total)} />
        <StatCard label="This Month" value={count(counts?.thisMonth)} />
        <StatCard label="This Week" value={count(counts?.thisWeek)} />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Search subscribers"
          placeholder="Search by email address..."
          value={text}
          onChange={setText}
        />
        <div className="sm:w-48">
          <Select
            label="Filter by state"
            labelHidden
            value={state}
            options={STATE_FILTER_OPTIONS}
            onChange={(value) => setState(value as SubscriberState | '')}
          />
        </div>
      </div>

      <PagedListSection
        title="Subscribers"
        pages={pages}
        loadingText="Loading newsletter subscribers..."
        fetchError={FETCH_ERROR}
        emptyText={
          search.trim() || state ? 'No subscribers found matching your search.' : 'No newsletter subscribers yet.'
        }
        sectionRef={listRef}
      >
        {(subscriber) => (
          <SubscriberRow
            key={subscriber.id}
            subscriber={subscriber}
            onRemove={currentUser.role === 'admin' ? () => removal.ask(subscriber) : undefined}
          />
        )}
      </PagedListSection>

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

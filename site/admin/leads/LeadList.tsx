import { useEffect, useRef, useState } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LoadMore } from '../ui/LoadMore';
import { QueryError } from '../ui/QueryError';
import type { LeadSort } from '#contract/leads/lead-sort';
import { LeadCard } from './LeadCard';
import { LeadTable, leadRowSelector } from './LeadTable';
import { LEAD_COPY } from './lead-copy';
import type { LeadListing } from './useLeadListing';
import { useLeadAction, type LeadActionName } from './useLeadAction';
import { useUpdateLeadStatus } from './useUpdateLeadStatus';

interface LeadListProps {
  type: LeadType;
  listing: LeadListing;
  /** 'Showing 12 of 340' while filters narrow the page; null otherwise. */
  status: string | null;
  canDelete: boolean;
  /** A row each in a table instead of the cards (a deep link to one lead always shows its card). */
  table?: { sort: LeadSort; onSort: (sort: LeadSort) => void };
}

/** A lead page's cards: loading, error and empty states, editing, spam and delete, and the next pages. */
export function LeadList({ type, listing, status, canDelete, table }: LeadListProps) {
  const copy = LEAD_COPY[type];
  // One per type: a person's leads (?contactOf=) list every type, and each card saves on its own type's path.
  const updates = {
    buyer: useUpdateLeadStatus('buyer'),
    seller: useUpdateLeadStatus('seller'),
    renter: useUpdateLeadStatus('renter'),
  };
  const action = useLeadAction(type);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LeadRecord | null>(null);
  const section = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  // A card that left the list took the focus with it: it moves to the card now in its place (or the list),
  // once the list without it is on screen (the cache tells the screen a moment after the call resolves).
  const [gone, setGone] = useState<{ id: number; index: number } | null>(null);
  const { leads } = listing;

  useEffect(() => {
    if (!gone || deleting || !leads || leads.some((lead) => lead.id === gone.id)) return;
    setGone(null);
    (list.current?.querySelectorAll<HTMLElement>(':scope > li')[gone.index] ?? section.current)?.focus();
  }, [gone, deleting, leads]);

  async function act(name: LeadActionName, lead: LeadRecord) {
    const index = leads?.findIndex((listed) => listed.id === lead.id) ?? -1;
    if (!(await action.run(name, lead))) return;
    setDeleting(null);
    setGone({ id: lead.id, index: Math.max(index, 0) });
  }

  if (listing.isLoading) {
    return (
      <p role="status" className="py-10 text-center text-slate-700">
        {copy.loading}
      </p>
    );
  }
  if (listing.failed || !leads) return <QueryError message={copy.fetchError} onRetry={listing.retry} />;

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={copy.title}
      aria-busy={listing.updating}
      className={listing.updating ? 'opacity-60 transition-opacity' : undefined}
    >
      <p role="status" className={status ? 'mb-3 text-slate-700' : 'sr-only'}>
        {status ?? ''}
      </p>
      {leads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-700">
          {copy.empty}
        </p>
      ) : table ? (
        <LeadTable leads={leads} caption={copy.title} sort={table.sort} onSort={table.onSort} rowsRef={rows} />
      ) : (
        <ul ref={list} className="space-y-4">
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              type={lead.type}
              lead={lead}
              update={updates[lead.type]}
              editing={editingId === lead.id}
              onEdit={() => setEditingId(lead.id)}
              onClose={() => setEditingId((id) => (id === lead.id ? null : id))}
              canDelete={canDelete}
              acting={action.pendingId === lead.id}
              onAction={(name) => (name === 'delete' ? setDeleting(lead) : void act(name, lead))}
            />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={listing.hasMore}
        loading={listing.loadingMore}
        failure={listing.moreFailed ? copy.fetchError : undefined}
        onLoad={listing.loadMore}
        listRef={table ? rows : list}
        rowSelector={table ? leadRowSelector() : undefined}
        rowCount={leads.length}
      />
      {deleting && (
        <ConfirmDialog
          title="Delete lead"
          message={`Are you sure you want to delete ${deleting.name}? This cannot be undone.`}
          confirmLabel="Delete"
          busy={action.pendingId === deleting.id}
          onConfirm={() => void act('delete', deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

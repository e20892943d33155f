import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { BulkLeadActionName } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { countOf, formatCount, formatTotal } from '../lib/format';
import { queryString } from '../lib/query-string';
import { ScreenHeader } from '../ui/ScreenHeader';
import { BulkActionDialog } from './BulkActionDialog';
import { DeepLinkNote } from './DeepLinkNote';
import { NEW_TAB_NOTE_ID } from './LeadContact';
import { LeadFiltersCard } from './LeadFiltersCard';
import { LeadList } from './LeadList';
import { LeadListToolbar } from './LeadListToolbar';
import { LeadStatCards } from './LeadStatCards';
import { LEAD_COPY } from './lead-copy';
import { hasDeepLink } from './lead-deep-link';
import { isNarrowed } from './lead-list-view';
import { useBulkLeadAction } from './useBulkLeadAction';
import { useLeadCounts } from './useLeadCounts';
import { useLeadLayout } from './useLeadLayout';
import { useLeadListing } from './useLeadListing';
import { useLeadSources } from './useLeadSources';
import { useScrollToDeepLinkedLead } from './useScrollToDeepLinkedLead';
import { useLeadListView } from './useLeadListView';
import { useStaff } from './useStaff';

/**
 * One lead page of the admin app: the frame mounts it on /admin/buyers, sellers
 * and renters. The server filters, pages, counts and exports; the address holds the view.
 */
export function LeadsScreen({ type, currentUser }: { type: LeadType; currentUser: AdminUser }) {
  const copy = LEAD_COPY[type];
  const { view, filters, change, clear } = useLeadListView();
  // The list first: its request goes out before the counts'.
  const listing = useLeadListing(type, view.link.leadId, filters, view.sort);
  const { data: counts } = useLeadCounts(type);
  const { data: staff = [] } = useStaff();
  const { data: sources = [] } = useLeadSources(type);
  const [layout, setLayout] = useLeadLayout();
  const oneLead = view.link.leadId !== null;
  const listTop = useScrollToDeepLinkedLead(view.link.leadId, listing.leads !== undefined);
  const bulk = useBulkLeadAction(type, filters);
  const isAdmin = currentUser.role === 'admin';
  // A deep link to one lead, or to one person's leads of every type (?contactOf=), is not this page's list:
  // its export and bulk actions, which act on this type's leads, wait for the list.
  const forList = view.link.leadId === null && view.link.contactOf === null && listing.total > 0;
  const bulkActions: BulkLeadActionName[] = [
    view.spam ? 'not-spam' : 'spam',
    ...(isAdmin ? (['delete'] as const) : []),
  ];

  let status: string | null = null;
  if (isNarrowed(view) && listing.leads) {
    const shown = formatTotal(listing.total, listing.totalCapped);
    status = view.spam ? `Showing ${shown} in spam` : `Showing ${shown} of ${counts ? formatCount(counts.total) : '…'}`;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <ScreenHeader title={copy.title} subtitle={counts ? countOf(counts.total, 'total lead') : ' '} />
      <LeadStatCards counts={counts} />
      {hasDeepLink(view.link) && <DeepLinkNote link={view.link} onClear={clear} />}
      <LeadFiltersCard
        // A deep link opens with the filters folded; a new one folds them again.
        key={oneLead ? `lead-${view.link.leadId}` : 'list'}
        folded={oneLead}
        sources={sources}
        view={view}
        onChange={change}
        onClear={clear}
        exportHref={forList ? `/api/${copy.plural}/export.csv${queryString(filters)}` : null}
        bulkActions={bulkActions}
        bulkDisabled={!forList || bulk.busy}
        onBulk={(action) => void bulk.ask(action)}
        staff={staff}
      />
      <p id={NEW_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </p>
      {!oneLead && (
        <LeadListToolbar layout={layout} onLayout={setLayout} sort={view.sort} onSort={(sort) => change({ sort })} />
      )}
      <div ref={listTop} className="scroll-mt-18 lg:scroll-mt-4">
        <LeadList
          type={type}
          listing={listing}
          status={status}
          canDelete={isAdmin}
          table={layout === 'table' && !oneLead ? { sort: view.sort, onSort: (sort) => change({ sort }) } : undefined}
        />
      </div>
      {bulk.question && (
        <BulkActionDialog
          question={bulk.question}
          busy={bulk.busy}
          onConfirm={() => void bulk.confirm()}
          onClose={bulk.cancel}
        />
      )}
    </div>
  );
}

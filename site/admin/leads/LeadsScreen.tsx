import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { countLeads, PAGE_QUALIFIED_STATUSES } from '../../../api/domain/lead-counting';
import type { LeadType } from '../../../api/domain/join-options';
import { QueryError } from '../ui/QueryError';
import { LeadCard } from './LeadCard';
import { NEW_TAB_NOTE_ID } from './LeadContact';
import { LeadFiltersCard } from './LeadFiltersCard';
import { LeadStatCards } from './LeadStatCards';
import { LEAD_COPY } from './lead-copy';
import { ALL, EMPTY_FILTERS, filterLeads, hasFilters, type LeadFilters } from './lead-filter';
import { useLeads } from './useLeads';
import { useUpdateLeadStatus } from './useUpdateLeadStatus';
import { ScreenHeader } from '../ui/ScreenHeader';
import { $adminSearch, navigate } from '../router';
import { DeepLinkNote } from './DeepLinkNote';
import { applyDeepLink, hasDeepLink, parseLeadDeepLink } from './lead-deep-link';

/** The server's export of a lead type with the filters set on the page (a deep link's selection is no filter it knows). */
function exportHref(type: LeadType, { search, contactStatus, leadStatus, from, to }: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ search: search.trim(), contactStatus, leadStatus, from, to })) {
    if (value !== '' && value !== ALL) params.set(key, value);
  }
  const query = params.toString();
  return `/api/${type}s/export.csv${query ? `?${query}` : ''}`;
}

/** One lead page of the admin app (SPEC 2, 4, 7, 9): the frame mounts it on /admin/buyers, sellers and renters. */
export function LeadsScreen({ type }: { type: LeadType }) {
  const copy = LEAD_COPY[type];
  const { data: leads, error, isLoading, refetch } = useLeads(type);
  const [filters, setFilters] = useState<LeadFilters>(EMPTY_FILTERS);
  const [editingId, setEditingId] = useState<number | null>(null);
  const update = useUpdateLeadStatus(type);

  const counts = useMemo(() => leads && countLeads(leads, PAGE_QUALIFIED_STATUSES[type]), [leads, type]);
  const link = parseLeadDeepLink(useStore($adminSearch));
  const linked = hasDeepLink(link);
  const shown = useMemo(
    () => (leads ? applyDeepLink(filterLeads(leads, type, filters), link) : []),
    // The link's two fields, not the object parsed anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [leads, type, filters, link.leadId, link.cold],
  );
  const filtering = hasFilters(filters) || linked;

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <ScreenHeader title={copy.title} subtitle={counts ? `${counts.total} total ${counts.total === 1 ? 'lead' : 'leads'}` : ' '} />
      {counts && <LeadStatCards counts={counts} />}
      {linked && <DeepLinkNote link={link} onClear={() => navigate(location.pathname)} />}
      <LeadFiltersCard
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters(EMPTY_FILTERS)}
        exportHref={shown.length > 0 ? exportHref(type, filters) : null}
      />
      <p id={NEW_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </p>
      {isLoading ? (
        <p role="status" className="py-10 text-center text-slate-700">
          {copy.loading}
        </p>
      ) : error && !leads ? (
        <QueryError message={copy.fetchError} onRetry={() => void refetch()} />
      ) : (
        <section aria-label={copy.title}>
          <p role="status" className={filtering ? 'mb-3 text-slate-700' : 'sr-only'}>
            {leads && filtering ? `Showing ${shown.length} of ${leads.length}` : ''}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-700">{copy.empty}</p>
          ) : (
            <ul className="space-y-4">
              {shown.map((lead) => (
                <LeadCard
                  key={lead.id}
                  type={type}
                  lead={lead}
                  update={update}
                  editing={editingId === lead.id}
                  onEdit={() => setEditingId(lead.id)}
                  onClose={() => setEditingId((id) => (id === lead.id ? null : id))}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

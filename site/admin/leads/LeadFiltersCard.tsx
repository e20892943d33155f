import { useId, useState } from 'react';
import type { BulkLeadActionName } from '#contract/leads/leads-api';
import { CONTACT_STATUSES, LEAD_STATUSES } from '#contract/leads/lead-status';
import { DownloadLink } from '../ui/DownloadLink';
import { SearchField } from '../ui/SearchField';
import { Select } from '../ui/Select';
import { useDebouncedInput } from '../ui/useDebouncedInput';
import { BULK_ACTION_COPY } from './bulk-action-copy';
import { type LeadListChange, type LeadListView } from './lead-list-view';
import type { StaffMember } from '#contract/follow-ups/follow-up-api';

/** The selects' value for "no filter". */
export const ALL = 'all';

const CONTACT_OPTIONS = [
  [ALL, 'All contact statuses'],
  ...CONTACT_STATUSES.map((status) => [status, status] as const),
] as const;
const LEAD_OPTIONS = [
  [ALL, 'All lead statuses'],
  // Every status Edit offers.
  ...LEAD_STATUSES.map((status) => [status, status] as const),
] as const;
const FOLDER_OPTIONS = [
  ['leads', 'Leads'],
  ['spam', 'Spam'],
] as const;

const orAll = (value: string) => value || ALL;
const unlessAll = <T extends string>(value: string) => (value === ALL ? '' : (value as T));

interface LeadFiltersCardProps {
  view: LeadListView;
  onChange: (change: LeadListChange) => void;
  onClear: () => void;
  /** The CSV export of the leads matching the filters; null when there are none to export. */
  exportHref: string | null;
  /** The bulk actions offered here (Delete all for admins only), acting on every lead matching the filters. */
  bulkActions: readonly BulkLeadActionName[];
  bulkDisabled: boolean;
  onBulk: (action: BulkLeadActionName) => void;
  /** Who leads can be assigned to, for the "Assigned to" filter. */
  staff: readonly StaffMember[];
  /** The sources seen among the type's leads, for the Source filter. */
  sources: readonly string[];
  /** Start folded to its heading (a deep link to one lead, which the filters do not narrow). */
  folded?: boolean;
}

/** The XLSX download beside a CSV one: the same call, the same query. */
const xlsxHref = (csvHref: string) => csvHref.replace('/export.csv', '/export.xlsx');

/** 'Filters & Search', the spam folder, the export and the bulk actions. */
export function LeadFiltersCard({
  view,
  onChange,
  onClear,
  exportHref,
  bulkActions,
  bulkDisabled,
  onBulk,
  staff,
  sources,
  folded = false,
}: LeadFiltersCardProps) {
  const heading = useId();
  const body = useId();
  const [open, setOpen] = useState(!folded);
  // Sent to the server once typing pauses, not on each key.
  const [search, setSearch, dropSearch] = useDebouncedInput(view.search, (text) => onChange({ search: text }));
  // The sources seen, and the one the address names even when no lead has it any more, so the select shows it.
  const sourceOptions = [
    [ALL, 'All sources'],
    ...[...sources, ...(view.source && !sources.includes(view.source) ? [view.source] : [])].map(
      (source) => [source, source] as const,
    ),
  ] as const;
  // Anyone's (the default), the signed-in user's, nobody's, or one staff user's.
  const ownerOptions = [
    [ALL, 'Anyone'],
    ['me', 'Me'],
    ['unassigned', 'Unassigned'],
    ...staff.map((member) => [String(member.id), member.username] as const),
  ] as const;
  return (
    <section aria-labelledby={heading} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {/* A disclosure: a deep link to one lead opens it folded, so on a phone the lead is what shows. */}
      <h2 id={heading} className="text-lg font-semibold text-ink-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${body}-filters ${body}-actions`}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Filters &amp; Search
          <span aria-hidden="true" className={open ? 'rotate-180' : undefined}>
            ▾
          </span>
        </button>
      </h2>
      {/* The search on a row of its own: beside three selects, theirs would be cut ('All contact stat…'). */}
      <div id={`${body}-filters`} hidden={!open} className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
        <div className="flex sm:col-span-3">
          <SearchField
            label="Search leads"
            placeholder="Search by name, email, or details..."
            value={search}
            onChange={setSearch}
          />
        </div>
        <Select
          label="Contact status"
          value={orAll(view.contactStatus)}
          options={CONTACT_OPTIONS}
          onChange={(value) => onChange({ contactStatus: unlessAll(value) })}
        />
        <Select
          label="Lead status"
          value={orAll(view.leadStatus)}
          options={LEAD_OPTIONS}
          onChange={(value) => onChange({ leadStatus: unlessAll(value) })}
        />
        <Select
          label="Show"
          value={view.spam ? 'spam' : 'leads'}
          options={FOLDER_OPTIONS}
          onChange={(value) => onChange({ spam: value === 'spam' })}
        />
        <Select
          label="Assigned to"
          value={orAll(view.assignedTo)}
          options={ownerOptions}
          onChange={(value) => onChange({ assignedTo: unlessAll(value) })}
        />
        <Select
          label="Source"
          value={orAll(view.source)}
          options={sourceOptions}
          onChange={(value) => onChange({ source: unlessAll(value) })}
        />
      </div>
      <div id={`${body}-actions`} hidden={!open} className="mt-3 flex flex-wrap gap-2">
        <DownloadLink href={exportHref} className="btn btn-sm btn-primary">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" />
          </svg>
          Export
        </DownloadLink>
        {/* The same leads as a workbook: the same filters, every cell text. */}
        <DownloadLink href={exportHref && xlsxHref(exportHref)} className="btn btn-sm btn-outline">
          Export XLSX
        </DownloadLink>
        <button
          type="button"
          onClick={() => {
            dropSearch();
            onClear();
          }}
          className="btn btn-sm btn-outline"
        >
          Clear
        </button>
        {bulkActions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={bulkDisabled}
            onClick={() => onBulk(action)}
            className={`btn btn-sm disabled:cursor-not-allowed disabled:opacity-60 ${action === 'delete' ? 'border-2 border-red-700 bg-white text-red-700 hover:bg-red-50' : 'btn-outline'}`}
          >
            {BULK_ACTION_COPY[action].button}
          </button>
        ))}
      </div>
    </section>
  );
}

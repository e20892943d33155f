import { useId } from 'react';
import { CONTACT_STATUSES } from '../../../api/domain/lead-status';
import { SearchField } from '../ui/SearchField';
import { ALL, type LeadFilters } from './lead-filter';
import { Select } from '../ui/Select';

/** SPEC 4: the filter lists only these lead statuses; the edit select also offers Interested. */
const FILTER_LEAD_STATUSES = ['New', 'Qualified', 'Not Interested', 'Converted'] as const;

const CONTACT_OPTIONS = [[ALL, 'All contact statuses'], ...CONTACT_STATUSES.map((status) => [status, status] as const)] as const;
const LEAD_OPTIONS = [[ALL, 'All lead statuses'], ...FILTER_LEAD_STATUSES.map((status) => [status, status] as const)] as const;

interface LeadFiltersCardProps {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  onClear: () => void;
  /** The server's CSV of the list as filtered (SPEC 7); null while there is nothing to export. */
  exportHref: string | null;
}

export function LeadFiltersCard({ filters, onChange, onClear, exportHref }: LeadFiltersCardProps) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={heading} className="text-lg font-semibold text-ink-900">
        Filters &amp; Search
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_1fr] md:items-end">
        <SearchField label="Search leads" placeholder="Search by name, email, or details..." value={filters.search} onChange={(search) => onChange({ ...filters, search })} />
        <Select label="Contact status" value={filters.contactStatus} options={CONTACT_OPTIONS} onChange={(contactStatus) => onChange({ ...filters, contactStatus })} />
        <Select label="Lead status" value={filters.leadStatus} options={LEAD_OPTIONS} onChange={(leadStatus) => onChange({ ...filters, leadStatus })} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={exportHref ?? undefined} download aria-disabled={exportHref === null} className="btn btn-sm btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" />
          </svg>
          Export
        </a>
        <button type="button" onClick={onClear} className="btn btn-sm btn-outline">
          Clear
        </button>
      </div>
    </section>
  );
}

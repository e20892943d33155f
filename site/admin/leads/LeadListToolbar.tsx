import { LEAD_SORTS, type LeadSort } from '#contract/leads/lead-sort';
import { Select } from '../ui/Select';
import type { LeadLayout } from './useLeadLayout';

const SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A to Z)',
  'next-step': 'Next step due',
};
const SORT_OPTIONS = LEAD_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

const LAYOUTS: readonly (readonly [LeadLayout, string])[] = [
  ['cards', 'Cards'],
  ['table', 'Table'],
];

interface LeadListToolbarProps {
  layout: LeadLayout;
  onLayout: (layout: LeadLayout) => void;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
}

/** Above the list: cards or table, and the order (the table's headers sort too; the cards and a phone need this). */
export function LeadListToolbar({ layout, onLayout, sort, onSort }: LeadListToolbarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white">
        {LAYOUTS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={layout === value}
            onClick={() => onLayout(value)}
            className={`min-h-11 px-4 font-medium first:rounded-l-lg last:rounded-r-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              layout === value ? 'bg-brand-700 text-white' : 'text-ink-900 hover:bg-slate-100'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="w-52">
        <Select label="Sort by" value={sort} options={SORT_OPTIONS} onChange={(value) => onSort(value as LeadSort)} />
      </div>
    </div>
  );
}

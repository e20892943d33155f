import type { LeadPageCounts } from '#contract/leads/leads-api';
import { formatCount } from '../lib/format';
import { StatCard } from '../ui/StatCard';

/** No of Leads, No of Leads Contacted, No of Leads Qualified, counted by the server; dashes until they arrive. */
export function LeadStatCards({ counts }: { counts: LeadPageCounts | undefined }) {
  const value = (count: number | undefined) => (count === undefined ? undefined : formatCount(count));
  // Three across even on phones; labels wrap there, so each card puts its number at the bottom to keep them in line.
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 [&>dl]:flex [&>dl]:flex-col [&>dl]:justify-between">
      <StatCard label="No of Leads" value={value(counts?.total)} />
      <StatCard label="No of Leads Contacted" value={value(counts?.contacted)} />
      <StatCard label="No of Leads Qualified" value={value(counts?.qualified)} />
    </div>
  );
}

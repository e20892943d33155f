import type { LeadCounts } from '../../../api/domain/lead-counting';
import { StatCard } from '../ui/StatCard';

/** No of Leads, No of Leads Contacted, No of Leads Qualified (SPEC 2, 9), over the page's whole list. */
export function LeadStatCards({ counts }: { counts: LeadCounts }) {
  // Three across even on phones; labels wrap there, so each card puts its number at the bottom to keep them in line.
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 [&>dl]:flex [&>dl]:flex-col [&>dl]:justify-between">
      <StatCard label="No of Leads" value={counts.total} />
      <StatCard label="No of Leads Contacted" value={counts.contacted} />
      <StatCard label="No of Leads Qualified" value={counts.qualified} />
    </div>
  );
}

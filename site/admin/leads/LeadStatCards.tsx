import type { LeadCounts } from '../../../api/domain/lead-counting';
import { CountCard } from '../ui/CountCard';

/** No of Leads, No of Leads Contacted, No of Leads Qualified (SPEC 2, 9), over the page's whole list. */
export function LeadStatCards({ counts }: { counts: LeadCounts }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <CountCard label="No of Leads" value={counts.total} />
      <CountCard label="No of Leads Contacted" value={counts.contacted} />
      <CountCard label="No of Leads Qualified" value={counts.qualified} />
    </div>
  );
}

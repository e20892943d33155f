import { BrandMark } from '../shell/BrandMark';
import { QueryError } from '../ui/QueryError';
import { summaryCards } from './dashboard-cards';
import { StatCard } from '../ui/StatCard';
import { TrendsPanel } from './TrendsPanel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useStats } from './useStats';

/** The admin dashboard (SPEC 2, 9): the server's counts as cards, the brand card, the trends panel. */
export function DashboardScreen() {
  const stats = useStats();
  const data = stats.data;

  return (
    <div className="mx-auto max-w-7xl">
      <ScreenHeader title="Admin Dashboard" subtitle="Manage and review lead submissions from the platform" />

      {stats.isLoading && (
        <p role="status" className="mt-8 text-slate-700">
          Loading dashboard...
        </p>
      )}
      {stats.error && !data && <QueryError message="Failed to fetch stats" onRetry={stats.refetch} />}
      {data && (
        <>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {summaryCards(data).map((card) => (
              <StatCard key={card.label} label={card.label} value={card.value} accent={card.accent} />
            ))}
            <div className="col-span-2 flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-700 p-4 text-white lg:col-span-1">
              <BrandMark className="size-12 shrink-0 rounded-xl ring-2 ring-white/70" />
              <p className="text-lg font-bold">Your home in Ghana</p>
            </div>
          </div>
          <TrendsPanel trends={data.trends} />
        </>
      )}
    </div>
  );
}

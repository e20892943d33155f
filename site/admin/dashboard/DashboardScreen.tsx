import { useSession } from '../lib/session';
import { BrandMark } from '../shell/BrandMark';
import { FollowUpsPanel } from './FollowUpsPanel';
import { LeadsBySourceTable } from './LeadsBySourceTable';
import { SpeedByAgentTable } from './SpeedByAgentTable';
import { SpeedToLeadCards } from './SpeedToLeadCards';
import { QueryError } from '../ui/QueryError';
import { summaryCards } from './dashboard-cards';
import { StatCard } from '../ui/StatCard';
import { TrendsPanel } from './TrendsPanel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useStats } from './useStats';

/** The admin dashboard: the server's counts as cards, the brand card, the trends panel. */
export function DashboardScreen() {
  const stats = useStats();
  const data = stats.data;
  const auth = useSession();
  const isAdmin = auth.status === 'authenticated' && auth.user.role === 'admin';

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
          {isAdmin && !data.emailAlertsEnabled && (
            <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Email alerts are off: set SMTP_URL
            </p>
          )}
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {summaryCards(data).map((card) => (
              <StatCard key={card.label} label={card.label} value={card.value} accent={card.accent} />
            ))}
            <div className="col-span-2 flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-700 p-4 text-white lg:col-span-1">
              <BrandMark className="size-12 shrink-0 rounded-xl ring-2 ring-white/70" />
              <p className="text-lg font-bold">Your home in Ghana</p>
            </div>
          </div>
          <FollowUpsPanel isAdmin={isAdmin} />
          <SpeedToLeadCards speed={data.speedToLead} />
          {isAdmin && data.speedByAgent && <SpeedByAgentTable agents={data.speedByAgent} />}
          <TrendsPanel trends={data.trends} />
          <LeadsBySourceTable bySource={data.leadsBySource} />
        </>
      )}
    </div>
  );
}

import { QueryError } from '../ui/QueryError';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useUsers } from '../users/useUsers';
import { RoutingEditor } from './RoutingEditor';
import { useRoutingRules } from './useRoutingRules';
import { useSeenSources } from './useSeenSources';

/**
 * Lead Routing (admins): the ordered rules that give each new lead to a group of agents at once. The editor
 * starts from the rules as the server has them now, not a cached answer from an earlier visit.
 */
export function RoutingScreen() {
  const rules = useRoutingRules();
  const users = useUsers();
  const seenSources = useSeenSources();
  const failed = rules.error ?? users.error;
  const ready = rules.data && users.data && rules.isFetchedAfterMount && users.isFetchedAfterMount;

  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeader title="Lead Routing" subtitle="Which agents each new lead goes to, as soon as it arrives." />
      <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-ink-900 sm:p-6">
        <h2 className="font-bold">How rules are tried</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            A new lead is checked against the rules from the top; the first rule it matches gives it to its agents.
          </li>
          <li>
            A condition left empty matches every lead, so a last rule with no conditions is the default group: it takes
            every lead no earlier rule took.
          </li>
          <li>A lead that matches no rule stays unassigned.</li>
          <li>Changes take effect for new leads once saved.</li>
        </ul>
      </div>
      {failed && !ready ? (
        <QueryError
          message="Failed to fetch the routing rules"
          onRetry={() => void Promise.all([rules.refetch(), users.refetch()])}
        />
      ) : ready ? (
        <RoutingEditor stored={rules.data} users={users.data} seenSources={seenSources} />
      ) : (
        <p role="status" className="py-10 text-center text-slate-700">
          Loading routing rules...
        </p>
      )}
    </div>
  );
}

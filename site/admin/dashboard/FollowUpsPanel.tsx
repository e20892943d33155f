import { useState } from 'react';
import type { FollowUpScope } from '#contract/follow-ups/follow-up-api';
import { QueryError } from '../ui/QueryError';
import { FollowUpList } from './FollowUpList';
import { useFollowUps } from './useFollowUps';

const SCOPES: Array<[FollowUpScope, string]> = [
  ['mine', 'Mine'],
  ['everyone', 'Everyone'],
];

/**
 * The dashboard's next steps: Due today and Overdue, in Africa/Accra, of the signed-in user's leads;
 * an admin may switch to everyone's. A timed step already past today stays in Due today, marked late.
 */
export function FollowUpsPanel({ isAdmin }: { isAdmin: boolean }) {
  const [scope, setScope] = useState<FollowUpScope>('mine');
  const followUps = useFollowUps(scope);
  const data = followUps.data;
  const everyone = scope === 'everyone';
  return (
    <section aria-labelledby="follow-ups-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="follow-ups-heading" className="text-lg font-semibold text-ink-900">
          Next steps
        </h2>
        {isAdmin && (
          <div role="group" aria-label="Whose next steps" className="flex gap-2">
            {SCOPES.map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={scope === value}
                onClick={() => setScope(value)}
                className={`btn btn-sm ${scope === value ? 'btn-primary' : 'btn-outline'}`}
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
      {followUps.isLoading && (
        <p role="status" className="mt-3 text-slate-700">
          Loading next steps...
        </p>
      )}
      {followUps.error && !data && <QueryError message="Failed to fetch next steps" onRetry={followUps.refetch} />}
      {data && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4">
          <FollowUpList
            title="Due today"
            list={data.dueToday}
            showOwner={everyone}
            accent="border-t-brand-700"
            empty={everyone ? 'Nothing is due today.' : 'Nothing of yours is due today.'}
          />
          <FollowUpList
            title="Overdue"
            list={data.overdue}
            showOwner={everyone}
            accent="border-t-red-700"
            empty="Nothing is overdue."
          />
        </div>
      )}
    </section>
  );
}

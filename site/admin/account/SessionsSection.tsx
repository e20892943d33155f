import { useId } from 'react';
import type { AccountSession } from '#contract/auth/account-sessions-api';
import { toast } from '../../lib/toast-store';
import { formatDateTime } from '../lib/format';
import { toastApiError } from '../lib/toast-api-error';
import { Badge } from '../ui/Badge';
import { QueryError } from '../ui/QueryError';
import { useAccountSessions, useEndSessions } from './useAccountSessions';

/** Where you are signed in: each session's device and times, and signing out of one or of every other. */
export function SessionsSection() {
  const headingId = useId();
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function endSessions(session?: AccountSession) {
    end.mutate(session?.id, {
      onSuccess: ({ ended }) =>
        toast({
          title: session ? 'Signed out' : 'Signed out everywhere else',
          description: session ? `${session.device} is signed out.` : `${ended} other session(s) ended.`,
        }),
      onError: (error) => toastApiError('Could not sign out', error),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        Where you are signed in
      </h2>
      <p className="mt-2 text-slate-700">
        A session ends after 12 hours unused, and 30 days after its sign-in however much it is used.
      </p>
      {sessions.isLoading && (
        <p role="status" className="mt-2 text-slate-700">
          Loading...
        </p>
      )}
      {sessions.error && <QueryError message="Failed to fetch your sessions" onRetry={sessions.refetch} />}
      {sessions.data && (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                  {session.device}
                  {session.current && (
                    <Badge variant="subtle" size="sm">
                      This device
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {session.signedInAt ? `Signed in ${formatDateTime(session.signedInAt)} · ` : ''}Last seen{' '}
                  {formatDateTime(session.lastSeenAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={end.isPending}
                  onClick={() => endSessions(session)}
                  aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className="btn btn-sm btn-outline mt-2"
          disabled={end.isPending}
          onClick={() => endSessions()}
        >
          Sign out everywhere else
        </button>
      )}
    </section>
  );
}

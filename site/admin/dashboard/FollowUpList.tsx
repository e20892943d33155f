import type { FollowUpList as List } from '#contract/follow-ups/follow-up-api';
import { leadPagePath } from '#contract/leads/lead-page-path';
import { nextStepWhenBoth } from '../leads/next-step-both';
import { formatCount } from '../lib/format';
import { followLink } from '../router';

interface FollowUpListProps {
  title: string;
  list: List;
  /** Everyone's lists name each lead's owner. */
  showOwner: boolean;
  empty: string;
  accent: string;
}

/** One of the dashboard's next-step cards: each lead links to its own page; the rest are counted. */
export function FollowUpList({ title, list, showOwner, empty, accent }: FollowUpListProps) {
  const more = list.total - list.items.length;
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-xl border border-t-4 border-slate-200 bg-white p-3 shadow-xs sm:p-4 ${accent}`}
    >
      <h3 className="font-semibold text-ink-900">
        {title} <span className="text-slate-700 tabular-nums">({formatCount(list.total)})</span>
      </h3>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {list.items.map((item) => (
            <li key={item.leadId} className="py-2">
              <a
                href={leadPagePath(item.type, { lead: item.leadId })}
                onClick={followLink}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 wrap-anywhere"
              >
                {item.name || `Lead ${item.leadId}`}
              </a>
              <p className="text-sm text-slate-700 wrap-anywhere">
                {nextStepWhenBoth(item.nextStep, item.timeZone)}
                {item.late && <span className="ml-1 font-semibold text-red-800">(late)</span>}
                {item.nextStep.text && `: ${item.nextStep.text}`}
              </p>
              {showOwner && (
                <p className="text-sm text-slate-700">
                  {item.owner ? `Assigned to ${item.owner.username}` : 'Unassigned'}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="mt-2 text-sm text-slate-700">and {formatCount(more)} more</p>}
    </section>
  );
}

import type { DashboardStats } from '#contract/stats/stats-api';
import { LEAD_TYPES } from '#contract/leads/join-options';
import { leadPagePath } from '#contract/leads/lead-page-path';
import { followLink } from '../router';
import { formatMinutes, goingColdText } from './speed-to-lead-format';

const NOUNS = { buyer: 'Buyers', seller: 'Sellers', renter: 'Renters' } as const;
const ACCENTS = { buyer: 'border-t-green-700', seller: 'border-t-teal-700', renter: 'border-t-cyan-700' } as const;

/**
 * Speed to lead: per lead type, the median time to first contact over the last 30 days,
 * and the leads still Not Contacted after 24 hours, which link to that filtered list.
 */
export function SpeedToLeadCards({ speed }: { speed: DashboardStats['speedToLead'] }) {
  return (
    <section aria-labelledby="speed-to-lead-heading" className="mt-6">
      <h2 id="speed-to-lead-heading" className="text-lg font-semibold text-ink-900">
        Speed to lead
      </h2>
      <p className="text-sm text-slate-700">Median time from arrival to first contact, leads of the last 30 days</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {LEAD_TYPES.map((type) => {
          const figures = speed[type];
          return (
            <li
              key={type}
              className={`rounded-xl border border-t-4 border-slate-200 bg-white p-3 shadow-xs sm:p-4 ${ACCENTS[type]}`}
            >
              <h3 className="text-sm font-medium text-slate-700">Speed to lead: {NOUNS[type]}</h3>
              <p className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
                {formatMinutes(figures.medianMinutesToContact)}
              </p>
              <p className="text-sm text-slate-700">
                {figures.contactedCount === 1 ? '1 lead contacted' : `${figures.contactedCount} leads contacted`}
              </p>
              <a
                href={leadPagePath(type, { cold: true })}
                onClick={followLink}
                className={`mt-2 inline-flex min-h-11 items-center font-medium underline underline-offset-2 ${
                  figures.goingColdCount > 0 ? 'text-red-800' : 'text-slate-700'
                }`}
              >
                {goingColdText(figures.goingColdCount)}
                <span className="sr-only">: {NOUNS[type].toLowerCase()} not contacted after 24 hours</span>
              </a>
              <p aria-hidden="true" className="text-xs text-slate-700">
                not contacted after 24 h
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

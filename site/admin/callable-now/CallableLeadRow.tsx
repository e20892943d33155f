import { CALLABLE_REASON_LABELS, type CallableLead } from '#contract/leads/callable-now-api';
import { leadPagePath } from '#contract/leads/lead-page-path';
import { telUrl, whatsappUrl } from '#contract/leads/phone-links';
import { LEAD_COPY } from '../leads/lead-copy';
import { LeadLocalTime } from '../leads/LeadLocalTime';
import { nextStepWhenBoth } from '../leads/next-step-both';
import { followLink } from '../router';

const ACTION = 'btn btn-sm btn-outline min-h-11';

/** One lead to call: who, why now, their time, and a tap to call, to WhatsApp or to open the lead's card. */
export function CallableLeadRow({ lead }: { lead: CallableLead }) {
  const type = LEAD_COPY[lead.type].title.replace(/s$/, '');
  return (
    <li tabIndex={-1} className="min-w-0 px-4 py-3 sm:px-6" aria-label={lead.name}>
      <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3">
        <a
          href={leadPagePath(lead.type, { lead: lead.id })}
          onClick={followLink}
          className="min-h-11 min-w-0 py-2 font-semibold text-brand-700 underline underline-offset-2 wrap-anywhere"
        >
          {lead.name}
        </a>
        <span className="text-sm text-slate-700">{type}</span>
      </div>
      <p className="text-sm text-ink-900">
        {lead.reasons.map((reason) => CALLABLE_REASON_LABELS[reason]).join(' · ')}
        {lead.reasons.includes('next-step-due') && lead.nextStep && (
          <span className="text-slate-700 wrap-anywhere">
            {`: ${nextStepWhenBoth(lead.nextStep, lead.timeZone)}${lead.nextStep.text ? `, ${lead.nextStep.text}` : ''}`}
          </span>
        )}
      </p>
      <LeadLocalTime zone={lead.timeZone} always />
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={telUrl(lead.phoneE164)} className={ACTION}>
          Call <span className="tabular-nums">{lead.phoneReadable ?? lead.phoneE164}</span>
          <span className="sr-only"> ({lead.name})</span>
        </a>
        <a href={whatsappUrl(lead.phoneE164)} target="_blank" rel="noopener noreferrer" className={ACTION}>
          WhatsApp<span className="sr-only"> {lead.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

import type { PersonRecord } from '#contract/people/people-api';
import { leadPagePath } from '#contract/leads/lead-page-path';
import { followLink } from '../router';
import { formatDateTime } from '../lib/format';
import { touchLabel } from '#contract/leads/lead-touches';
import { SUBSCRIBER_STATE_LABELS } from '#contract/newsletter/subscriber-states';
import { LEAD_COPY } from '../leads/lead-copy';
import { LeadLocalTime } from '../leads/LeadLocalTime';

const FIELD_NAMES = { contactStatus: 'Contact', leadStatus: 'Status' } as const;
const CORRECTED = { name: 'Name', email: 'Email', phone: 'Phone' } as const;
/** A corrected value on another lead that is not this person's, so not shown. */
const NOT_THEIRS = '(someone else’s)';

/** What we hold about a person, section by section, as the export holds it. */
export function PersonDetails({ person }: { person: PersonRecord }) {
  return (
    <div className="mt-6 space-y-6">
      <Section title={`Leads (${person.leads.length})`}>
        {person.leads.map((lead) => (
          <li key={lead.id} className="py-3">
            <p className="font-semibold text-ink-900">
              <a
                href={leadPagePath(lead.type, { lead: lead.id })}
                onClick={followLink}
                className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800"
              >
                {LEAD_COPY[lead.type].title.replace(/s$/, '')} #{lead.id}
              </a>{' '}
              <span className="font-normal text-slate-700">· {formatDateTime(lead.createdAt)}</span>
            </p>
            <p className="break-words text-slate-700">
              {[lead.name, lead.email, lead.phoneReadable ?? `${lead.countryCode} ${lead.phone}`.trim()]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <LeadLocalTime zone={lead.timeZone} />
            <p className="text-sm text-slate-700">
              {lead.contactStatus} · {lead.leadStatus}
              {lead.spam ? ' · marked as spam' : ''}
            </p>
          </li>
        ))}
      </Section>
      <Section title={`Status history (${person.statusHistory.length})`}>
        {person.statusHistory.map((change) => (
          <li key={change.id} className="py-2 text-slate-700">
            {formatDateTime(change.changedAt)} · lead #{change.leadId} · {FIELD_NAMES[change.field]}: {change.from} →{' '}
            {change.to}
            {change.changedByName ? ` · by ${change.changedByName}` : ''}
          </li>
        ))}
      </Section>
      <Section title={`Corrections (${person.corrections.length})`}>
        {person.corrections.map((change) => (
          <li key={change.id} className="py-2 break-words text-slate-700">
            {formatDateTime(change.at)} · lead #{change.leadId} · {CORRECTED[change.field]}: {change.from ?? NOT_THEIRS}{' '}
            → {change.to ?? NOT_THEIRS}
            {change.changedByName ? ` · by ${change.changedByName}` : ''}
          </li>
        ))}
      </Section>
      <Section title={`Notes (${person.notes.length})`}>
        {person.notes.map((note) => (
          <li key={note.id} className="py-2 text-slate-700">
            <p className="text-sm">
              {formatDateTime(note.createdAt)} · lead #{note.leadId} · by {note.authorName || 'a deleted user'}
            </p>
            <p className="whitespace-pre-wrap text-ink-900 wrap-anywhere">{note.body}</p>
          </li>
        ))}
      </Section>
      <Section title={`Touches (${person.touches.length})`}>
        {person.touches.map((touch) => (
          <li key={touch.id} className="py-2 text-slate-700">
            <p className="text-sm">
              {formatDateTime(touch.at)} · lead #{touch.leadId} · by {touch.by.name || 'a deleted user'}
            </p>
            <p className="text-ink-900">{touchLabel(touch.touchKind, touch.outcome)}</p>
            {touch.note && <p className="whitespace-pre-wrap text-ink-900 wrap-anywhere">{touch.note}</p>}
          </li>
        ))}
      </Section>
      <Section title={`Newsletter (${person.subscriptions.length})`}>
        {person.subscriptions.map((subscription) => (
          <li key={subscription.id} className="py-2 text-slate-700">
            <span className="break-all">{subscription.email}</span> · {SUBSCRIBER_STATE_LABELS[subscription.state]} ·
            signed up {formatDateTime(subscription.createdAt)}
          </li>
        ))}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode[] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      {children.length === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { Icon } from '../ui/Icon';
import { LeadFollowUp } from './LeadFollowUp';
import { leadPagePath } from '#contract/leads/lead-page-path';
import { returningContactLine } from '#contract/leads/returning-contact';
import { leadFacts } from './lead-facts';
import { LeadContact } from './LeadContact';
import { LeadContactEditor } from './LeadContactEditor';
import { LeadMergeControl } from './LeadMergeControl';
import { LeadStatusEditor } from './LeadStatusEditor';
import { LeadStatusRow } from './LeadStatusRow';
import { LeadTimeline } from './LeadTimeline';
import { LogTouchControl } from './LogTouchControl';
import { TouchLinkPrompt, type FollowedLink } from './TouchLinkPrompt';
import { draftFor, type StatusDraft } from './status-update';
import type { LeadActionName } from './useLeadAction';
import type { LeadUpdate } from './useUpdateLeadStatus';

interface LeadCardProps {
  type: LeadType;
  lead: LeadRecord;
  editing: boolean;
  update: LeadUpdate;
  onEdit: () => void;
  onClose: () => void;
  /** Delete is offered to admins only (the server refuses it to a `user`). */
  canDelete: boolean;
  /** Spam, not spam, or delete (which asks first); `acting` while one is on its way. */
  onAction: (action: LeadActionName) => void;
  acting: boolean;
}

/** One lead: who, how to reach them, what they want, and its statuses (shown, or edited in place). */
export function LeadCard({ type, lead, editing, update, onEdit, onClose, canDelete, onAction, acting }: LeadCardProps) {
  const [draft, setDraft] = useState<StatusDraft>(() => draftFor(lead));
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // The tel: or WhatsApp link just followed: the card offers to log it.
  const [followed, setFollowed] = useState<FollowedLink | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Each edit starts from the lead's current values; closing it gives focus back to the edit button.
  useEffect(() => {
    if (editing && !wasEditing.current) setDraft(draftFor(lead));
    if (!editing && wasEditing.current && document.activeElement === document.body) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, lead]);

  async function confirm() {
    if (await update.save(lead, draft)) onClose();
  }

  const initial = Array.from(lead.name.trim())[0]?.toLocaleUpperCase() ?? '?';
  const returning = returningContactLine(lead.earlierRequests);
  return (
    // tabIndex -1: focus lands on a card after "Load more", or when the card before it left the list.
    <li
      tabIndex={-1}
      data-lead-id={lead.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`lead-${lead.id}-name`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`lead-${lead.id}-name`} className="text-lg font-semibold text-ink-900 wrap-anywhere">
            {lead.name}
          </h3>
          {correcting ? (
            <LeadContactEditor lead={lead} onClose={() => setCorrecting(false)} />
          ) : (
            <LeadContact lead={lead} onFollow={setFollowed} />
          )}
          {!lead.erased && !correcting && (
            <button type="button" onClick={() => setCorrecting(true)} className="btn btn-sm btn-outline">
              Correct details<span className="sr-only"> of {lead.name}</span>
            </button>
          )}
          {(returning || lead.mergedIntoId !== null) && (
            // Every lead of this person, of every type, and those merged with it.
            <a
              href={leadPagePath(lead.type, { contactOf: lead.id })}
              className="flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
            >
              {lead.mergedIntoId !== null ? `Merged into #${lead.mergedIntoId}: see all requests` : returning}
            </a>
          )}
          {returning && !lead.erased && !lead.spam && <LeadMergeControl lead={lead} />}
        </div>
      </div>
      {followed && !lead.erased && <TouchLinkPrompt lead={lead} link={followed} onClose={() => setFollowed(null)} />}

      <dl className="mt-3 flex flex-wrap gap-2">
        {leadFacts(lead).map((fact) => (
          <div key={fact.label} className="max-w-full rounded-lg bg-slate-100 px-3 py-1.5 text-sm">
            <dt className="inline font-medium text-slate-700">{fact.label}: </dt>
            <dd className="inline text-ink-900 wrap-anywhere">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-3">
        <h4 className="text-sm font-medium text-slate-700">Details</h4>
        <p className="mt-0.5 whitespace-pre-line text-ink-900 wrap-anywhere">{lead.details.trim() || '-'}</p>
      </div>

      {/* Who owns the lead and its next step; an erased person's lead is worked no more. */}
      {!lead.erased && <LeadFollowUp lead={lead} />}

      <div className="mt-4 border-t border-slate-200 pt-4">
        {editing ? (
          <LeadStatusEditor
            name={lead.name}
            draft={draft}
            saving={update.saving}
            onChange={setDraft}
            onConfirm={() => void confirm()}
            onCancel={onClose}
          />
        ) : (
          <LeadStatusRow type={type} lead={lead} onEdit={onEdit} editButtonRef={editButton} />
        )}
        {!lead.erased && !editing && (
          <div className="mt-3">
            <LogTouchControl lead={lead} />
          </div>
        )}
      </div>

      <details className="mt-3" onToggle={(event) => setTimelineOpen(event.currentTarget.open)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-medium text-brand-700">
          Notes and timeline<span className="sr-only"> of {lead.name}</span>
        </summary>
        <div className="mt-2">{timelineOpen && <LeadTimeline leadId={lead.id} leadName={lead.name} />}</div>
      </details>

      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <button
          type="button"
          disabled={acting}
          onClick={() => onAction(lead.spam ? 'not-spam' : 'spam')}
          aria-label={`${lead.spam ? 'Not spam' : 'Mark as spam'}: ${lead.name}`}
          className="btn btn-sm btn-outline disabled:opacity-70"
        >
          {lead.spam ? 'Not spam' : 'Mark as spam'}
        </button>
        {canDelete && (
          <button
            type="button"
            disabled={acting}
            onClick={() => onAction('delete')}
            aria-label={`Delete ${lead.name}`}
            className="btn btn-sm border-2 border-red-700 bg-white text-red-700 hover:bg-red-50 disabled:opacity-70"
          >
            <Icon name="trash" />
            Delete
          </button>
        )}
      </div>
    </li>
  );
}

import type { Ref } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { formatDate } from '../lib/format';
import { Badge } from '../ui/Badge';
import { draftFor } from './status-update';
import { contactBadgeVariant, leadBadgeVariant } from './status-badges';

interface LeadStatusRowProps {
  type: LeadType;
  lead: LeadRecord;
  onEdit: () => void;
  editButtonRef: Ref<HTMLButtonElement>;
}

const EDIT_HINT = 'Double-click to edit';

/** Contact, Status and Date; a double-click on a badge or the edit button (the keyboard path) opens the edit. */
export function LeadStatusRow({ type, lead, onEdit, editButtonRef }: LeadStatusRowProps) {
  const shown = draftFor(lead);
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">Contact</dt>
          <dd className="mt-1">
            <Badge variant={contactBadgeVariant(type, shown.contactStatus)} onDoubleClick={onEdit} title={EDIT_HINT}>
              {shown.contactStatus}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Status</dt>
          <dd className="mt-1">
            <Badge variant={leadBadgeVariant(shown.leadStatus)} onDoubleClick={onEdit} title={EDIT_HINT}>
              {shown.leadStatus}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Date</dt>
          <dd className="mt-1 text-ink-900">
            <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <button
        ref={editButtonRef}
        type="button"
        onClick={onEdit}
        aria-label={`Edit status of ${lead.name}`}
        className="btn btn-sm btn-outline ml-auto"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        >
          <path d="M13.5 3.5l3 3L7 16H4v-3z" />
        </svg>
        Edit
      </button>
    </div>
  );
}

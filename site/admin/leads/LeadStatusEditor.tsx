import { useEffect, useRef } from 'react';
import { CONTACT_STATUSES, LEAD_STATUSES, type ContactStatus, type LeadStatus } from '#contract/leads/lead-status';
import type { StatusDraft } from './status-update';
import { Icon } from '../ui/Icon';
import { Select } from '../ui/Select';

interface LeadStatusEditorProps {
  name: string;
  draft: StatusDraft;
  saving: boolean;
  onChange: (draft: StatusDraft) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);

/** A card's edit mode: both statuses (the edit offers Interested too), confirm and cancel; Escape cancels. */
export function LeadStatusEditor({ name, draft, saving, onChange, onConfirm, onCancel }: LeadStatusEditorProps) {
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles up from its fields
    <form
      aria-label={`Edit status of ${name}`}
      aria-busy={saving}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onConfirm();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Select
        label="Contact status"
        value={draft.contactStatus}
        options={pairs(CONTACT_STATUSES)}
        selectRef={first}
        onChange={(value) => onChange({ ...draft, contactStatus: value as ContactStatus })}
      />
      <Select
        label="Lead status"
        value={draft.leadStatus}
        options={pairs(LEAD_STATUSES)}
        onChange={(value) => onChange({ ...draft, leadStatus: value as LeadStatus })}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={saving}
          className="btn btn-sm btn-primary flex-1 disabled:opacity-70 sm:flex-none"
        >
          <Icon name="check" />
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={onCancel}
          className="btn btn-sm btn-outline flex-1 disabled:opacity-70 sm:flex-none"
        >
          <Icon name="close" />
          Cancel
        </button>
      </div>
    </form>
  );
}

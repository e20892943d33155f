import type { ContactEntry, StatusEntry, TimelineActor, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { assignmentText } from '#contract/lead-notes/assignment-text';
import { touchLabel } from '#contract/leads/lead-touches';
import { formatDateTime } from '../lib/format';
import { NoteItem } from './NoteItem';

const FIELD_LABEL: Record<StatusEntry['field'], string> = {
  contactStatus: 'Contact status',
  leadStatus: 'Lead status',
};

const CONTACT_LABEL: Record<ContactEntry['field'], string> = { name: 'Name', email: 'Email', phone: 'Phone' };

/** Who did it, by the name they had; the account may have been deleted since. */
export function actorName({ name, deleted }: TimelineActor): string {
  if (!name) return 'a deleted user';
  return deleted ? `${name} (deleted user)` : name;
}

function When({ at, by }: { at: string; by?: TimelineActor }) {
  return (
    <p className="text-sm text-slate-700">
      <time dateTime={at}>{formatDateTime(at)}</time>
      {by && ` by ${actorName(by)}`}
    </p>
  );
}

interface TimelineItemProps {
  entry: TimelineEntry;
  leadName: string;
  onDeleteNote: (noteId: number) => void;
}

/** One entry of a lead's timeline, said in words, with who and when (in Africa/Accra). */
export function TimelineItem({ entry, leadName, onDeleteNote }: TimelineItemProps) {
  const box = 'rounded-lg px-3 py-2 text-sm text-slate-800';
  switch (entry.kind) {
    case 'note':
      return (
        <li className={`${box} border border-brand-100 bg-brand-50`}>
          <NoteItem note={entry.note} leadName={leadName} onDelete={() => onDeleteNote(entry.note.id)} />
        </li>
      );
    case 'touch':
      return (
        <li className={`${box} border border-slate-200 bg-white`}>
          <p className="font-medium text-ink-900">{touchLabel(entry.touchKind, entry.outcome)}</p>
          {entry.note && <p className="whitespace-pre-line wrap-anywhere">{entry.note}</p>}
          <When at={entry.at} by={entry.by} />
        </li>
      );
    case 'status':
      return (
        <li className={`${box} bg-slate-50`}>
          <p className="font-medium text-ink-900">
            {FIELD_LABEL[entry.field] ?? entry.field}: {entry.from || '-'} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {entry.to}
          </p>
          <When at={entry.at} by={entry.by} />
        </li>
      );
    case 'assignment':
      return (
        <li className={`${box} bg-slate-50`}>
          <p className="font-medium text-ink-900 wrap-anywhere">{assignmentText(entry)}</p>
          <When at={entry.at} by={entry.by ?? undefined} />
        </li>
      );
    case 'contact':
      return (
        <li className={`${box} bg-slate-50`}>
          <p className="font-medium text-ink-900 wrap-anywhere">
            {CONTACT_LABEL[entry.field] ?? entry.field} corrected: {entry.from || '-'} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {entry.to}
          </p>
          <When at={entry.at} by={entry.by} />
        </li>
      );
    case 'merged':
      return (
        <li className={`${box} bg-slate-50`}>
          <p className="font-medium text-ink-900">Merged with #{entry.otherLeadId}</p>
          <When at={entry.at} by={entry.by} />
        </li>
      );
    case 'arrived':
      return (
        <li className={`${box} bg-slate-50`}>
          <p className="font-medium text-ink-900 wrap-anywhere">Arrived{entry.source ? ` from ${entry.source}` : ''}</p>
          <When at={entry.at} />
        </li>
      );
  }
}

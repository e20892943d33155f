import { useEffect, useRef, useState } from 'react';
import type { LeadNoteRecord } from '#contract/lead-notes/lead-notes-api';
import { toast } from '../../lib/toast-store';
import { formatDateTime } from '../lib/format';
import { NoteForm } from './NoteForm';
import { useEditNote } from './useEditNote';

interface NoteItemProps {
  note: LeadNoteRecord;
  leadName: string;
  /** Asks to delete it (LeadTimeline confirms first). */
  onDelete: () => void;
}

/**
 * A note in the timeline: its text as plain text with its line breaks (never markup), who wrote it and when,
 * and Edit and Delete when the server says this user may change it (its author for 24 hours, an admin always).
 */
export function NoteItem({ note, leadName, onDelete }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const edit = useEditNote(note.leadId);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const written = formatDateTime(note.createdAt);

  // Closing the edit gives focus back to its button, which had it before.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <NoteForm
        label={`Edit note of ${written}`}
        initial={note.body}
        saveLabel="Save"
        saving={edit.isPending}
        onSave={async (body) => {
          await edit.mutateAsync({ noteId: note.id, body });
          toast({ title: 'Note saved' });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }

  const about = (
    <span className="sr-only">
      {' '}
      note by {note.authorName || 'a deleted user'} of {written} about {leadName}
    </span>
  );
  return (
    <article>
      <p className="text-sm text-slate-700">
        <span className="font-medium text-ink-900">Note</span> by {note.authorName || 'a deleted user'}
        {note.authorId === null && note.authorName ? ' (deleted user)' : ''} ·{' '}
        <time dateTime={note.createdAt}>{written}</time>
        {note.editedAt && (
          <>
            {' '}
            · edited <time dateTime={note.editedAt}>{formatDateTime(note.editedAt)}</time>
          </>
        )}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-base text-ink-900 wrap-anywhere">{note.body}</p>
      {note.canChange && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button ref={editButton} type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(true)}>
            Edit{about}
          </button>
          <button
            type="button"
            className="btn btn-sm border-2 border-red-700 bg-white text-red-700 hover:bg-red-50"
            onClick={onDelete}
          >
            Delete{about}
          </button>
        </div>
      )}
    </article>
  );
}

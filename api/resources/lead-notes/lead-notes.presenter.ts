import type { LeadNote } from '../../platform/db/entities/LeadNote';
import type { LeadNoteRecord, PersonNote } from '#contract/lead-notes/lead-notes-api';
import { type NoteReader, whyNoteIsLocked } from './note-edit-rule';

/** A note as a person's data holds it: the same fields for every reader. */
export function toPersonNote(note: LeadNote): PersonNote {
  return {
    id: note.id,
    leadId: note.leadId,
    body: note.body,
    authorId: note.authorId,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
  };
}

/** A note as `reader` sees it, with whether they may change it now. */
export function toNoteRecord(note: LeadNote, reader: NoteReader, now = new Date()): LeadNoteRecord {
  return { ...toPersonNote(note), canChange: whyNoteIsLocked(note, reader, now) === null };
}

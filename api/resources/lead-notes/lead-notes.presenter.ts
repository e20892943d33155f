import type { LeadNote } from '../../db/entities/LeadNote';
import { NOTE_EDIT_WINDOW_MS, type LeadNoteRecord, type PersonNote } from '../../domain/lead-notes-api';

/** Who is reading: whether they may change a note depends on who they are and on the clock. */
export interface NoteReader {
  id: number;
  role: string;
}

/** Why `reader` may not change `note` now, or null when they may: an admin always, its author for 24 hours. */
export function whyNoteIsLocked(note: Pick<LeadNote, 'authorId' | 'createdAt'>, reader: NoteReader, now: Date): string | null {
  if (reader.role === 'admin') return null;
  if (note.authorId !== reader.id) return 'You can only edit or delete your own notes; an admin can change any note.';
  if (now.getTime() - note.createdAt.getTime() >= NOTE_EDIT_WINDOW_MS) {
    return 'You can edit or delete your own notes for 24 hours after writing them; after that, only an admin can.';
  }
  return null;
}

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

import { NOTE_EDIT_WINDOW_MS } from '#contract/lead-notes/lead-notes-api';

/** Whoever reads or changes a note: what they may do depends on who they are and on the clock. */
export interface NoteReader {
  id: number;
  role: string;
}

/**
 * Why `reader` may not change (edit or delete) `note` at `now`, or null when they may: an admin always, its
 * author for 24 hours after writing it, no one else. The messages name the rule, as the 403 answers them.
 */
export function whyNoteIsLocked(
  note: { authorId: number | null; createdAt: Date },
  reader: NoteReader,
  now: Date,
): string | null {
  if (reader.role === 'admin') return null;
  if (note.authorId !== reader.id) return 'You can only edit or delete your own notes; an admin can change any note.';
  if (now.getTime() - note.createdAt.getTime() >= NOTE_EDIT_WINDOW_MS) {
    return 'You can edit or delete your own notes for 24 hours after writing them; after that, only an admin can.';
  }
  return null;
}

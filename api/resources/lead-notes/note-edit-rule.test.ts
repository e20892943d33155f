import { describe, expect, test } from 'vitest';
import { NOTE_EDIT_WINDOW_MS } from '#contract/lead-notes/lead-notes-api';
import { whyNoteIsLocked } from './note-edit-rule';

const written = new Date('2026-11-24T09:00:00.000Z');
const note = { authorId: 7, createdAt: written };
const at = (ms: number) => new Date(written.getTime() + ms);

describe('who may change a note, and until when', () => {
  test('its author until the 24th hour after writing it, not at it', () => {
    const author = { id: 7, role: 'user' };
    expect(whyNoteIsLocked(note, author, at(0))).toBeNull();
    expect(whyNoteIsLocked(note, author, at(NOTE_EDIT_WINDOW_MS - 1))).toBeNull();
    expect(whyNoteIsLocked(note, author, at(NOTE_EDIT_WINDOW_MS))).toMatch(/for 24 hours after writing them/);
  });

  test('an admin at any time, their own notes or not; another user never, nor anyone but an admin once the author is deleted', () => {
    expect(whyNoteIsLocked(note, { id: 1, role: 'admin' }, at(365 * NOTE_EDIT_WINDOW_MS))).toBeNull();
    expect(whyNoteIsLocked(note, { id: 8, role: 'user' }, at(0))).toMatch(/only edit or delete your own notes/);
    expect(whyNoteIsLocked({ ...note, authorId: null }, { id: 8, role: 'user' }, at(0))).toMatch(/your own notes/);
  });
});

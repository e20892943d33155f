// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadNoteRecord, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';

afterEach(tearDown);

const note = (overrides: Partial<LeadNoteRecord>): LeadNoteRecord => ({
  id: 1,
  leadId: 4,
  body: 'A note',
  authorId: 2,
  authorName: 'ama',
  createdAt: '2025-06-07T10:00:00.000Z',
  editedAt: null,
  canChange: false,
  ...overrides,
});
const noteEntry = (record: LeadNoteRecord): TimelineEntry => ({
  kind: 'note',
  id: record.id,
  at: record.createdAt,
  note: record,
});
const arrival: TimelineEntry = { kind: 'arrived', id: 4, at: '2025-06-05T10:00:00.000Z', source: '' };
const calls = () =>
  api.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body)}`);
const toastText = () =>
  screen
    .getAllByTestId('toast')
    .map((toast) => toast.textContent)
    .join(' | ');

/** Renders Ama's lead with this timeline and opens it; answers the timeline's list. */
async function openTimeline(entries: TimelineEntry[] = [arrival]) {
  setUp([leadRecord({ id: 4 })]);
  api.timeline[4] = entries;
  renderLeads('buyer');
  const details = (await screen.findByText('Notes and timeline')).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return within(details).findByRole('list', { name: 'Timeline of Ama Mensah' });
}
/** What each entry says, its buttons left out. */
const entryTexts = (timeline: HTMLElement) =>
  within(timeline)
    .getAllByRole('listitem')
    .map((entry) => [...entry.querySelectorAll('p')].map((line) => line.textContent).join(''));
/** The message the form shows beside its box (the box names it in aria-describedby). */
const problem = () =>
  document.getElementById(noteBox().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
const noteBox = () => screen.getByRole('textbox', { name: 'Add a note' }) as HTMLTextAreaElement;

describe('lead card: notes and timeline', () => {
  it('shows notes as plain text with their line breaks, never as markup, and owner changes in words', async () => {
    const byHand = { reason: 'manual' as const, ruleName: '', waitedMinutes: null };
    const timeline = await openTimeline([
      {
        kind: 'assignment',
        id: 4,
        at: '2025-06-08T12:00:00.000Z',
        fromName: 'ama',
        toName: 'kojo',
        by: null,
        reason: 'reassigned',
        ruleName: 'Abroad buyers',
        waitedMinutes: 30,
      },
      {
        kind: 'assignment',
        id: 3,
        at: '2025-06-08T11:30:00.000Z',
        fromName: '',
        toName: 'ama',
        by: null,
        reason: 'routed',
        ruleName: 'Abroad buyers',
        waitedMinutes: null,
      },
      {
        kind: 'assignment',
        id: 2,
        at: '2025-06-08T11:00:00.000Z',
        fromName: 'kojo',
        toName: '',
        by: { name: 'chief', deleted: false },
        ...byHand,
      },
      {
        kind: 'assignment',
        id: 1,
        at: '2025-06-08T10:00:00.000Z',
        fromName: '',
        toName: 'kojo',
        by: { name: 'esi', deleted: true },
        ...byHand,
      },
      noteEntry(
        note({ body: '<img src=x onerror=alert(1)> <b>bold?</b>\nsecond line', editedAt: '2025-06-07T12:00:00.000Z' }),
      ),
      arrival,
    ]);
    expect(entryTexts(timeline)).toEqual([
      "Moved by rule 'Abroad buyers' from ama to kojo: no first touch within 30 working minutesJun 8, 2025, 12:00",
      "Routed by rule 'Abroad buyers' to amaJun 8, 2025, 11:30",
      'Unassigned from kojoJun 8, 2025, 11:00 by chief',
      'Assigned to kojoJun 8, 2025, 10:00 by esi (deleted user)',
      'Note by ama · Jun 7, 2025, 10:00 · edited Jun 7, 2025, 12:00<img src=x onerror=alert(1)> <b>bold?</b>\nsecond line',
      'ArrivedJun 5, 2025, 10:00',
    ]);
    expect(timeline.querySelector('img, b')).toBeNull();
    const body = within(timeline).getByText(/second line/);
    expect(body.className).toContain('whitespace-pre-wrap');
    // canChange false: no Edit or Delete.
    expect(within(timeline).queryByRole('button')).toBeNull();
  });

  it('writes a note: it shows in the timeline and the form empties', async () => {
    const timeline = await openTimeline();
    fireEvent.change(noteBox(), { target: { value: '  Called: viewing on Saturday\nbring the keys  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(entryTexts(timeline)[0]).toBe(
        'Note by chief · Jun 9, 2025, 12:00Called: viewing on Saturday\nbring the keys',
      ),
    );
    expect(calls()).toEqual(['POST /api/leads/4/notes {"body":"Called: viewing on Saturday\\nbring the keys"}']);
    expect(noteBox().value).toBe('');
  });

  it('a failed save keeps the text and says why beside the box; an empty note is not sent', async () => {
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(problem()).toBe('Please write the note first.'));
    expect(calls()).toEqual([]);

    api.noteFailure = {
      status: 400,
      message: 'Please check the highlighted fields.',
      fields: { body: 'Please remove the unusual invisible characters from this field.' },
    };
    fireEvent.change(noteBox(), { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(problem()).toBe('Please remove the unusual invisible characters from this field.'));
    expect(noteBox().value).toBe('Keep me');
    expect(noteBox().getAttribute('aria-invalid')).toBe('true');

    api.noteFailure = {
      status: 403,
      message: 'You can only edit or delete your own notes; an admin can change any note.',
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(problem()).toContain('only edit or delete your own notes'));
    expect(noteBox().value).toBe('Keep me');
  });

  it('counts characters near the 4,000 limit and refuses more without sending', async () => {
    await openTimeline();
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(3500) } });
    expect(screen.queryByText(/of 4,000 characters/)).toBeNull();
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(3999) + '🏠' } });
    expect(screen.getByText('4,000 of 4,000 characters')).toBeTruthy();
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(4003) } });
    expect(screen.getByText('4,003 of 4,000 characters: 3 too many')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(problem()).toBe('A note can be at most 4,000 characters.'));
    expect(calls()).toEqual([]);
  });

  it('edits a note it may change, and deletes one after confirming', async () => {
    const timeline = await openTimeline([noteEntry(note({ id: 7, body: 'First draft', canChange: true })), arrival]);
    fireEvent.click(within(timeline).getByRole('button', { name: /^Edit note by ama/ }));
    const edit = screen.getByRole('textbox', { name: 'Edit note of Jun 7, 2025, 10:00' }) as HTMLTextAreaElement;
    expect(edit.value).toBe('First draft');
    fireEvent.change(edit, { target: { value: 'Second draft' } });
    fireEvent.click(within(timeline).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(entryTexts(timeline)[0]).toBe('Note by ama · Jun 7, 2025, 10:00 · edited Jun 9, 2025, 12:00Second draft'),
    );
    expect(toastText()).toContain('Note saved');
    expect(document.activeElement?.textContent).toMatch(/^Edit note by ama/);

    fireEvent.click(within(timeline).getByRole('button', { name: /^Delete note by ama/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls()).toEqual(['PATCH /api/leads/4/notes/7 {"body":"Second draft"}']);

    fireEvent.click(within(timeline).getByRole('button', { name: /^Delete note by ama/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(entryTexts(timeline)).toEqual(['ArrivedJun 5, 2025, 10:00']));
    expect(calls().at(-1)).toBe('DELETE /api/leads/4/notes/7 undefined');
    expect(toastText()).toContain('Note deleted');
    expect(document.activeElement).toBe(noteBox());
  });

  it('says when the timeline cannot be read, and reads it again on Try again', async () => {
    setUp([leadRecord({ id: 4 })]);
    api.timelineFailure = true;
    renderLeads('buyer');
    const details = (await screen.findByText('Notes and timeline')).closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await within(details).findByText('Failed to fetch the timeline')).toBeTruthy();
    // The form stays usable meanwhile.
    expect(noteBox().value).toBe('');
    api.timelineFailure = false;
    fireEvent.click(within(details).getByRole('button', { name: 'Try again' }));
    const timeline = await within(details).findByRole('list', { name: 'Timeline of Ama Mensah' });
    expect(entryTexts(timeline)).toEqual(['ArrivedJun 5, 2025, 10:00']);
  });
});

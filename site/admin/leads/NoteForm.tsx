import { useId, useState, type FormEvent, type RefObject } from 'react';
import { NOTE_MAX_LENGTH, noteLength } from '#contract/lead-notes/lead-notes-api';
import { ApiError } from '../../lib/api-client';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { formatCount } from '../lib/format';

/** The counter shows from here on: below it, the limit is nothing to think about. */
const COUNT_FROM = NOTE_MAX_LENGTH - 400;

interface NoteFormProps {
  label: string;
  /** The text to start from: '' for a new note, the note's text to edit one. */
  initial: string;
  saveLabel: string;
  saving: boolean;
  /** Saves the trimmed text; rejects with the API's error, which the form shows in place. */
  onSave: (body: string) => Promise<unknown>;
  /** A new note's form empties once saved; an edit is closed by its owner instead. */
  clearOnSave?: boolean;
  onCancel?: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/** What the server said about the note's text, or its message. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields.body ?? (error.serverMessage || error.message);
  return error instanceof Error ? error.message : 'The note could not be saved.';
}

/**
 * A note's text, written or edited: a labelled textarea, a character count near the limit, Save (and Cancel).
 * A failed save keeps the text and says why beside it.
 */
export function NoteForm({
  label,
  initial,
  saveLabel,
  saving,
  onSave,
  clearOnSave = false,
  onCancel,
  textareaRef,
}: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const length = noteLength(text.trim());
  const over = length > NOTE_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const body = text.trim();
    if (body === '') return setProblem('Please write the note first.');
    if (over) return setProblem(`A note can be at most ${formatCount(NOTE_MAX_LENGTH)} characters.`);
    try {
      await onSave(body);
      setProblem(null);
      if (clearOnSave) setText('');
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  const describedBy =
    [length >= COUNT_FROM && `${id}-count`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={saving}
      aria-labelledby={`${id}-label`}
      className="space-y-2"
    >
      <label id={`${id}-label`} htmlFor={`${id}-text`} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={`${id}-text`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem !== null || over}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASS} resize-y`}
      />
      {length >= COUNT_FROM && (
        <p id={`${id}-count`} className={`text-sm ${over ? 'font-medium text-red-700' : 'text-slate-700'}`}>
          {formatCount(length)} of {formatCount(NOTE_MAX_LENGTH)} characters
          {over ? `: ${formatCount(length - NOTE_MAX_LENGTH)} too many` : ''}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={saving}>
          {saving ? 'Saving...' : saveLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import { TOUCH_NOTE_MAX_LENGTH, type LeadTouchInput } from '#contract/leads/lead-touches';
import { noteLength } from '#contract/lead-notes/lead-notes-api';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { TouchChoices } from './TouchChoices';
import { useLogTouch } from './useLogTouch';

interface LogTouchControlProps {
  lead: Pick<LeadRecord, 'id' | 'type' | 'name'>;
  /** 'inline' opens below the button (a card, the phone list); 'popover' over what follows (a table row). */
  placement?: 'inline' | 'popover';
  /** A table row's button joins the tab order only with its row (the table's one tab stop). */
  tabIndex?: number;
}

const PANEL = {
  inline: 'mt-2 w-full rounded-lg border border-slate-200 bg-white p-3',
  popover:
    'absolute right-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg',
} as const;

/**
 * "Log a touch": a button opening the choices (Called: answered, no answer, left a message; WhatsApp sent; Email
 * sent; Met) under an optional note. One tap on a choice logs it (with the note), closes and says so in a toast;
 * Escape or Cancel closes, and focus goes back to the button.
 */
export function LogTouchControl({ lead, placement = 'inline', tabIndex }: LogTouchControlProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const touches = useLogTouch(lead);
  // Counted as the server counts (an emoji is one character).
  const tooLong = noteLength(note.trim()) > TOUCH_NOTE_MAX_LENGTH;

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  async function choose(touch: Pick<LeadTouchInput, 'kind' | 'outcome'>) {
    if (!(await touches.log({ ...touch, note: note.trim() }))) return;
    setNote('');
    close();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  }

  // A popover closes on a press outside it, as menus do; an inline panel stays until closed.
  useEffect(() => {
    if (!open || placement !== 'popover') return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, placement]);

  return (
    <div ref={wrapper} className={placement === 'popover' ? 'relative' : undefined}>
      <button
        ref={trigger}
        type="button"
        tabIndex={tabIndex}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={closeOnEscape}
        className="btn btn-sm btn-outline"
      >
        Log a touch<span className="sr-only"> with {lead.name}</span>
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubble up from its fields
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={`Log a touch with ${lead.name}`}
          // Its keys stay in it: a table row moves between rows with the arrows and opens a lead with Enter.
          onKeyDown={(event) => {
            event.stopPropagation();
            closeOnEscape(event);
          }}
          className={PANEL[placement]}
        >
          <label htmlFor={`${id}-note`} className={LABEL_CLASS}>
            Note (optional)
          </label>
          <input
            id={`${id}-note`}
            type="text"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={tooLong}
            aria-describedby={tooLong ? `${id}-long` : undefined}
            className={`${CONTROL_CLASS} mb-3`}
          />
          {tooLong && (
            <p id={`${id}-long`} className="-mt-2 mb-3 text-sm font-medium text-red-700">
              A touch's note can be at most {TOUCH_NOTE_MAX_LENGTH} characters.
            </p>
          )}
          <TouchChoices disabled={touches.logging || tooLong} onChoose={(touch) => void choose(touch)} />
          <button type="button" onClick={close} className="btn btn-sm mt-2 px-0 text-slate-700 underline">
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Touches: staff logging that they reached out to a lead (a call and how it went, a WhatsApp message, an email, a
 * meeting). POST /api/leads/{id}/touches takes a LeadTouchInput and answers 201 `{ touch, lead }`: the touch as the
 * timeline shows it (TouchEntry, lead-notes-api.ts) and the lead as it now is. A lead's first touch of any kind is
 * its first contact (speed to lead), and a lead still 'Not Contacted' becomes 'Contacted' by whoever logged it.
 */

export const TOUCH_KINDS = ['called', 'whatsapp', 'email', 'met'] as const;
export type TouchKind = (typeof TOUCH_KINDS)[number];

/** How a call went: given for a call, and only for a call. */
export const CALL_OUTCOMES = ['answered', 'no-answer', 'left-message'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const TOUCH_KIND_LABELS: Readonly<Record<TouchKind, string>> = {
  called: 'Called',
  whatsapp: 'WhatsApp sent',
  email: 'Email sent',
  met: 'Met',
};

/** Said after "Called — ". */
export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcome, string>> = {
  answered: 'answered',
  'no-answer': 'no answer',
  'left-message': 'left a message',
};

/** A touch's note is optional plain text of at most this many characters (after trimming). */
export const TOUCH_NOTE_MAX_LENGTH = 500;

/** The body of POST /api/leads/{id}/touches. `outcome` is required for 'called' and refused for the others. */
export interface LeadTouchInput {
  kind: TouchKind;
  outcome?: CallOutcome | null;
  note?: string | null;
}

/** A touch in words: 'Called — no answer', 'WhatsApp sent'. */
export function touchLabel(kind: TouchKind, outcome: CallOutcome | null): string {
  const label = TOUCH_KIND_LABELS[kind] ?? kind;
  return kind === 'called' && outcome ? `${label} — ${CALL_OUTCOME_LABELS[outcome] ?? outcome}` : label;
}

/**
 * A lead's notes and its timeline, as the API answers them and the admin app reads them.
 * - GET /api/leads/{id}/notes → `{ notes: LeadNoteRecord[] }`, newest first;
 * - POST /api/leads/{id}/notes `{ body }` → 201 `{ note }`;
 * - PATCH /api/leads/{id}/notes/{noteId} `{ body }` → `{ note }`;
 * - DELETE /api/leads/{id}/notes/{noteId} → `{ deleted: true, note }`;
 * - GET /api/leads/{id}/timeline → `{ timeline: TimelineEntry[] }`, newest first, the arrival last;
 * - POST /api/leads/{id}/touches (lead-touches.ts) → 201 LeadTouchAnswer.
 * Times travel as ISO 8601 instants and are shown in Africa/Accra (staff-zone.ts).
 */
import type { LeadRecord, StatusChange } from '../leads/leads-api';
import type { CallOutcome, TouchKind } from '../leads/lead-touches';

/** A note is plain text of 1 to this many characters (after trimming). */
export const NOTE_MAX_LENGTH = 4000;
/** How long the author may edit or delete their own note; an admin may at any time. */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A note's length as the server counts it (class-validator's MaxLength): characters, so an emoji made of two
 * UTF-16 units counts once. The form's counter uses this, so it agrees with the server's 4,000.
 */
export function noteLength(text: string): number {
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  const presentation = text.match(/[\uFE0E\uFE0F]/g)?.length ?? 0;
  return text.length - pairs - presentation;
}

export interface LeadNoteRecord {
  id: number;
  leadId: number;
  /** Plain text, as written (line breaks kept); never markup. */
  body: string;
  /** Null once the author's account is deleted; `authorName` keeps the name they had when writing it. */
  authorId: number | null;
  authorName: string;
  createdAt: string;
  /** When the text last changed; null if never. */
  editedAt: string | null;
  /** Whether the signed-in user may edit or delete it now (its author within 24 hours, or an admin). */
  canChange: boolean;
}

/** A note as a person's data holds it (Find a Person, its export): whoever reads it, `canChange` means nothing. */
export type PersonNote = Omit<LeadNoteRecord, 'canChange'>;

/** Who did something in the timeline: the name they had then, and whether that account is gone since. */
export interface TimelineActor {
  name: string;
  deleted: boolean;
}

/** The lead arriving (its createdAt), with where the visit began ('' when unknown). */
export interface ArrivedEntry {
  kind: 'arrived';
  id: number;
  at: string;
  source: string;
}

export interface NoteEntry {
  kind: 'note';
  id: number;
  at: string;
  note: LeadNoteRecord;
}

export interface StatusEntry {
  kind: 'status';
  id: number;
  at: string;
  field: StatusChange['field'];
  from: string;
  to: string;
  by: TimelineActor;
}

/**
 * Why a lead's owner changed: staff chose (`manual`, deleting an account included), a routing rule gave a new lead
 * to an agent of its group (`routed`), or moved it on for want of a first touch (`reassigned`).
 */
export const ASSIGNMENT_REASONS = ['manual', 'routed', 'reassigned'] as const;
export type AssignmentReason = (typeof ASSIGNMENT_REASONS)[number];

/**
 * The owner changing; '' is nobody. A routing rule's entries name the rule and have no `by`; one that routed a lead
 * to nobody (`toName` '') found no agent available. `waitedMinutes`: the working minutes a moved lead waited.
 */
export interface AssignmentEntry {
  kind: 'assignment';
  id: number;
  at: string;
  fromName: string;
  toName: string;
  by: TimelineActor | null;
  reason: AssignmentReason;
  ruleName: string;
  waitedMinutes: number | null;
}

/**
 * Staff correcting a contact field: the old and the new value as typed (a phone with its country code), or
 * '[erased]' once the person was erased: both, or only theirs on a lead whose current details are someone else's.
 */
export interface ContactEntry {
  kind: 'contact';
  id: number;
  at: string;
  field: 'name' | 'email' | 'phone';
  from: string;
  to: string;
  by: TimelineActor;
}

/** Staff merging this lead with another of its person ("Merged with #ID by NAME"). */
export interface MergeEntry {
  kind: 'merged';
  id: number;
  at: string;
  otherLeadId: number;
  by: TimelineActor;
}

/** Staff reaching out to the lead ("Called — no answer" by NAME), with their note ('' when none). */
export interface TouchEntry {
  kind: 'touch';
  id: number;
  at: string;
  touchKind: TouchKind;
  /** How the call went; null for every other kind of touch. */
  outcome: CallOutcome | null;
  note: string;
  by: TimelineActor;
}

/** POST /api/leads/{id}/touches → 201: the touch as the timeline shows it, and the lead (its status) as it now is. */
export interface LeadTouchAnswer {
  touch: TouchEntry;
  lead: LeadRecord;
}

/** One entry of a lead's timeline; `kind` and `id` together are unique within a lead. */
export type TimelineEntry =
  ArrivedEntry | NoteEntry | TouchEntry | StatusEntry | AssignmentEntry | ContactEntry | MergeEntry;

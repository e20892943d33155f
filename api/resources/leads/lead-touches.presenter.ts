import type { LeadTouch } from '../../platform/db/entities/LeadTouch';
import type { TouchEntry } from '#contract/lead-notes/lead-notes-api';

/** A touch as the lead's timeline shows it (and as logging it answers): who by the name they had then. */
export function toTouchEntry(touch: LeadTouch): TouchEntry {
  return {
    kind: 'touch',
    id: touch.id,
    at: touch.touchedAt.toISOString(),
    touchKind: touch.kind,
    outcome: touch.outcome,
    note: touch.note,
    by: { name: touch.touchedByName, deleted: touch.touchedById === null },
  };
}

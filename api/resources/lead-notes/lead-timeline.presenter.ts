import type { TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { toTouchEntry } from '../leads';
import { toNoteRecord } from './lead-notes.presenter';
import type { NoteReader } from './note-edit-rule';
import type { LeadTimelineRows } from './lead-timeline.service';

const actor = (id: number | null, name: string) => ({ name, deleted: id === null });

/**
 * The timeline as `reader` sees it, newest first, the arrival always last. Entries of the same instant keep
 * their order within a kind (the later id first); across kinds, notes come first, then touches, then status and
 * owner changes (a touch reads above the status change it made).
 */
export function toTimeline(
  { lead, notes, touches, statusChanges, assignmentChanges, recordChanges }: LeadTimelineRows,
  reader: NoteReader,
  now = new Date(),
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...notes.map((note) => ({
      kind: 'note' as const,
      id: note.id,
      at: note.createdAt.toISOString(),
      note: toNoteRecord(note, reader, now),
    })),
    ...touches.map(toTouchEntry),
    ...statusChanges.map((change) => ({
      kind: 'status' as const,
      id: change.id,
      at: change.changedAt.toISOString(),
      field: change.field,
      from: change.fromStatus,
      to: change.toStatus,
      by: actor(change.changedById, change.changedByName),
    })),
    ...assignmentChanges.map((change) => ({
      kind: 'assignment' as const,
      id: change.id,
      at: change.changedAt.toISOString(),
      fromName: change.fromName,
      toName: change.toName,
      // A routing rule's change is the rule's, which the entry names: nobody made it.
      by: change.reason === 'manual' ? actor(change.changedById, change.changedByName) : null,
      reason: change.reason,
      ruleName: change.ruleName,
      waitedMinutes: change.waitedMinutes,
    })),
    ...recordChanges.map((change): TimelineEntry => {
      const common = {
        id: change.id,
        at: change.changedAt.toISOString(),
        by: actor(change.changedById, change.changedByName),
      };
      return change.field === 'merged'
        ? { kind: 'merged', ...common, otherLeadId: change.otherLeadId ?? 0 }
        : { kind: 'contact', ...common, field: change.field, from: change.fromValue, to: change.toValue };
    }),
  ];
  // A stable sort: ties keep the order above. ISO instants in UTC sort as text.
  entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  entries.push({ kind: 'arrived', id: lead.id, at: lead.createdAt.toISOString(), source: lead.source });
  return entries;
}

import type { AssignmentEntry } from './lead-notes-api';

type Words = Pick<AssignmentEntry, 'fromName' | 'toName' | 'reason' | 'ruleName' | 'waitedMinutes'>;

/**
 * A change of owner in words, as the timeline shows it: "Routed by rule 'Abroad buyers' to Ama", "Moved by rule
 * 'Abroad buyers' from Ama to Kofi: no first touch within 30 working minutes", "Reassigned from Ama to Kofi".
 */
export function assignmentText({ fromName, toName, reason, ruleName, waitedMinutes }: Words): string {
  const rule = `rule '${ruleName}'`;
  if (reason === 'routed') {
    return toName ? `Routed by ${rule} to ${toName}` : `Not routed by ${rule}: no agent was available`;
  }
  if (reason === 'reassigned') {
    const why = waitedMinutes === null ? '' : `: no first touch within ${waitedMinutes} working minutes`;
    return `Moved by ${rule} from ${fromName || 'nobody'} to ${toName}${why}`;
  }
  if (!toName) return `Unassigned from ${fromName || 'nobody'}`;
  return fromName ? `Reassigned from ${fromName} to ${toName}` : `Assigned to ${toName}`;
}

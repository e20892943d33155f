import type { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { actionLabel, type ActivityEntry } from '#contract/activity/activity-api';

/** The only way an audit entry leaves the server as JSON (its actorKey stays behind). */
export function toActivityEntry(entry: AuditEvent): ActivityEntry {
  return {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    label: actionLabel(entry.action),
    details: entry.details,
  };
}

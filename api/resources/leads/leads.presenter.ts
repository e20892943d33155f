import type { Lead } from '../../db/entities/Lead';
import type { LeadStatusChange } from '../../db/entities/LeadStatusChange';
import type { LeadRecord, StatusChange } from '../../domain/admin-api';
import type { LeadReceipt } from '../../domain/join-form';

/** A recorded change as answered, always with the name kept for a user who may since have been deleted. */
export type StatusChangeRecord = StatusChange & { changedByName: string };

/** A lead as the back-office reads it. */
export function toLeadRecord(lead: Lead): LeadRecord {
  return { ...lead, createdAt: lead.createdAt.toISOString(), updatedAt: lead.updatedAt.toISOString() };
}

/** A lead as its visitor is answered: what they sent, as stored, and nothing of the business's. */
export function toLeadReceipt(lead: Lead): LeadReceipt {
  const { id: _id, contactStatus: _contactStatus, leadStatus: _leadStatus, updatedAt: _updatedAt, createdAt, ...fields } = lead;
  return { ...fields, createdAt: createdAt.toISOString() };
}

/** A status change; `changedBy` only while its user exists (`currentUsername` is their name now, or null). */
export function toStatusChange(change: LeadStatusChange, currentUsername: string | null): StatusChangeRecord {
  return {
    id: change.id,
    leadId: change.leadId,
    field: change.field,
    from: change.fromStatus,
    to: change.toStatus,
    changedAt: change.changedAt.toISOString(),
    changedBy: change.changedById !== null && currentUsername !== null ? { id: change.changedById, username: currentUsername } : null,
    changedByName: change.changedByName,
  };
}

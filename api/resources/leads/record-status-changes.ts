import type { EntityManager } from 'typeorm';
import type { Lead } from '../../platform/db/entities/Lead';
import { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import type { Actor } from '../../platform/db/record-audit';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import type { LeadStatusUpdate } from '#contract/leads/leads-api';
import { toEventLeadRecord } from './leads.presenter';

/** The status fields `update` really changes on `lead`, as history rows by `actor` at `now`. */
export function statusChangesOf(
  lead: Lead,
  update: LeadStatusUpdate,
  actor: Actor,
  now: Date,
): Partial<LeadStatusChange>[] {
  const changes: Partial<LeadStatusChange>[] = [];
  for (const field of ['contactStatus', 'leadStatus'] as const) {
    const to = update[field];
    if (to === undefined || to === lead[field]) continue;
    changes.push({
      leadId: lead.id,
      field,
      fromStatus: lead[field],
      toStatus: to,
      changedAt: now,
      changedById: actor.id,
      changedByName: actor.username,
    });
  }
  return changes;
}

/**
 * Records status changes already applied to the lead (`changed` is the lead as it now is) in the caller's
 * transaction: the history rows (whose trigger keeps `firstContactedAt`) and the `lead.status_changed` event.
 * Answers whether an event was written, for the caller to wake the outbox after the commit.
 */
export async function recordStatusChanges(
  manager: EntityManager,
  outbox: EventOutbox,
  changed: Lead,
  changes: Partial<LeadStatusChange>[],
  actor: Actor,
  now: Date,
): Promise<boolean> {
  if (changes.length === 0) return false;
  // Nothing is read back: the answer is the lead, and on SQLite a read-back would hold the write lock longer.
  await manager.createQueryBuilder().insert().into(LeadStatusChange).values(changes).updateEntity(false).execute();
  return outbox.add(manager, {
    type: 'lead.status_changed',
    occurredAt: now.toISOString(),
    lead: toEventLeadRecord(changed),
    changes: changes.map((change) => ({ field: change.field!, from: change.fromStatus!, to: change.toStatus! })),
    changedBy: actor.username,
  });
}

import type { EntityManager } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import type { Actor } from '../../platform/db/record-audit';

/** Timeline rows written per statement: well under every database's parameter limit. */
const CHUNK = 200;

/**
 * Leaves a deleted user's leads with no owner, in the deletion's transaction, each with its timeline entry (from
 * their name to nobody, by whoever deleted them), so no lead's timeline still ends with an owner it has not got.
 */
export async function unassignLeadsOf(
  manager: EntityManager,
  user: { id: number; username: string },
  actor: Actor,
): Promise<void> {
  const leads = await manager.getRepository(Lead).find({ select: { id: true }, where: { assignedToId: user.id } });
  const changedAt = new Date();
  for (let start = 0; start < leads.length; start += CHUNK) {
    const rows = leads.slice(start, start + CHUNK).map(({ id }) => ({
      leadId: id,
      fromName: user.username,
      toName: '',
      fromUserId: user.id,
      reason: 'manual' as const,
      changedAt,
      changedById: actor.id,
      changedByName: actor.username,
    }));
    await manager.getRepository(LeadAssignmentChange).insert(rows);
  }
  await manager.getRepository(Lead).update({ assignedToId: user.id }, { assignedToId: null });
}

import type { EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';

/** The lead's columns a chase reads. */
export type ChasedLead = Pick<Lead, 'id' | 'type' | 'name' | 'assignedToId'>;

/**
 * The lead, while it is still to be chased under assignment `assignmentId`: there (not deleted), not touched yet
 * (no `firstContactedAt`), neither spam nor erased, still owned by `ownerId`, and with no change of owner since that
 * assignment (one by hand, even back to the same agent, ends the chase). Else null. With `lock`, the lead's row is
 * this transaction's until it ends (PostgreSQL), so a touch or a change by hand waits for a move, or came first.
 */
export async function chasedLead(
  manager: EntityManager,
  { leadId, assignmentId, ownerId }: { leadId: number; assignmentId: number; ownerId: number },
  lock = false,
): Promise<ChasedLead | null> {
  const query = manager
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select(['lead.id', 'lead.type', 'lead.name', 'lead.assignedToId'])
    .where('lead.id = :leadId', { leadId })
    .andWhere('lead.firstContactedAt IS NULL AND lead.spamAt IS NULL AND lead.erasedAt IS NULL');
  const lead = await (lock ? rowLocks.forUpdate(query) : query).getOne();
  if (!lead || lead.assignedToId !== ownerId) return null;
  const latest = await manager
    .getRepository(LeadAssignmentChange)
    .findOne({ select: { id: true }, where: { leadId }, order: { id: 'DESC' } });
  return latest?.id === assignmentId ? lead : null;
}

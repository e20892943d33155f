import type { EntityManager } from 'typeorm';
import { LeadChase } from '../../platform/db/entities/LeadChase';

/**
 * When a visitor will hear from us, as their confirmation says it: within the rule's target (their agent is working
 * and the target ends within the shift), by an instant (the target runs past the end of the shift), or from when
 * the agent's hours begin (the team is away).
 */
export type VisitorReply = { within: number } | { by: string } | { from: string };

/**
 * The reply a routed lead's visitor can be promised, from its chase as intake wrote it; null for a lead that no rule
 * gave an owner (no rule matched, nobody was available), whose confirmation says "soon" as before.
 */
export async function visitorReplyOf(
  manager: EntityManager,
  lead: { id: number; createdAt: string },
): Promise<VisitorReply | null> {
  const chase = await manager.getRepository(LeadChase).findOneBy({ leadId: lead.id });
  if (!chase) return null;
  const arrived = new Date(lead.createdAt).getTime();
  if (chase.clockStartsAt.getTime() > arrived) return { from: chase.clockStartsAt.toISOString() };
  if (chase.respondBy.getTime() - arrived <= chase.firstResponseMinutes * 60_000)
    return { within: chase.firstResponseMinutes };
  return { by: chase.respondBy.toISOString() };
}

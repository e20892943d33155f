import type { EntityManager } from 'typeorm';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import type { NewOutboxJob } from '../../platform/outbox/enqueue-jobs';
import { agentsById } from './agents';
import type { FirstResponseReminderEmail } from './chase-emails';
import type { ChaseJob } from './chase-job';
import { workingMinutesAfter } from './chase-rows';
import { chasedLead } from './chased-lead';

/**
 * A chase's reminder stage: plans the email to the lead's owner (the outbox writes it in the transaction that marks
 * this job done, once, under the key `chase-reminder:{assignmentId}`). A lead no longer chased (touched, moved,
 * spammed, erased, deleted) gets none, and its chase ends. Without a mail relay nothing is planned.
 */
export async function planReminder(
  manager: EntityManager,
  job: ChaseJob,
  { emailEnabled }: { emailEnabled: boolean },
): Promise<NewOutboxJob[]> {
  const where = { leadId: job.leadId, assignmentId: job.assignmentId };
  const chase = await manager.getRepository(LeadChase).findOneBy(where);
  if (!chase) return [];
  const lead = await chasedLead(manager, { ...where, ownerId: chase.ownerId });
  if (!lead) {
    await manager.getRepository(LeadChase).delete(where);
    return [];
  }
  if (!emailEnabled) return [];
  const owner = (await agentsById(manager, [chase.ownerId], false)).get(chase.ownerId);
  if (!owner?.email) return [];
  const rule = await manager.getRepository(RoutingRule).findOneBy({ id: chase.ruleId });
  // The lead moves on only when its group has someone else to take it.
  const movesOn = rule !== null && rule.agentIds.some((id) => id !== chase.ownerId);
  const email: FirstResponseReminderEmail = {
    message: 'first-response-reminder',
    to: owner.email,
    lead: { id: lead.id, type: lead.type, name: lead.name },
    reminder: {
      assignmentId: chase.assignmentId,
      ownerId: chase.ownerId,
      firstResponseMinutes: chase.firstResponseMinutes,
      respondBy: chase.respondBy.toISOString(),
      moveAt: movesOn
        ? workingMinutesAfter(owner, chase.clockStartsAt, 2 * chase.firstResponseMinutes).toISOString()
        : null,
    },
  };
  return [{ kind: 'email', payload: email, dedupeKey: `chase-reminder:${chase.assignmentId}` }];
}

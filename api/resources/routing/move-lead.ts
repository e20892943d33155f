import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { insertRow } from '../../platform/db/insert-row';
import type { EmailJob } from '../../platform/mail/email-job';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import { agentsById, groupOf } from './agents';
import type { LeadMovedEmail } from './chase-emails';
import type { ChaseJob } from './chase-job';
import { chaseOf, routedAssignmentEmail } from './chase-rows';
import { chasedLead } from './chased-lead';
import { chooseAgent } from './choose-agent';
import { lockRules } from './rule-rows';

/** The admins' addresses, each once, but for those already told as an owner. */
async function adminAddresses(manager: EntityManager, told: (string | null)[]): Promise<string[]> {
  const admins = await manager
    .getRepository(AdminUser)
    .find({ select: { email: true }, where: { role: 'admin', email: Not(IsNull()) }, order: { id: 'ASC' } });
  return [...new Set(admins.map((admin) => admin.email!))].filter((address) => !told.includes(address));
}

/**
 * A chase's move stage, in one transaction: the lead, still untouched and still its owner's by the assignment the
 * job names, goes to the next available agent of its rule's group (round robin, never back to the owner), recorded
 * in its timeline with why, its new owner's clock starting again; the new owner gets the usual assignment email,
 * the agent it left and the admins a "moved" one. A job run again after a crash finds the assignment gone and does
 * nothing; so does a lead no longer chased, or with nobody else available (it stays, and its chase ends).
 * Rows are locked as everywhere: the rule, then the lead, then its chase.
 */
export async function moveLead(dataSource: DataSource, outbox: EventOutbox, job: ChaseJob, now: Date): Promise<void> {
  const where = { leadId: job.leadId, assignmentId: job.assignmentId };
  const planned = await dataSource.getRepository(LeadChase).findOneBy(where);
  if (!planned) return;
  const emailed = await dataSource.transaction(async (manager) => {
    const [rule] = await lockRules(manager, [planned.ruleId]);
    const lead = await chasedLead(manager, { ...where, ownerId: planned.ownerId }, true);
    const query = manager.getRepository(LeadChase).createQueryBuilder('chase').where(where);
    const chase = await rowLocks.forUpdate(query).getOne();
    if (!chase) return false;
    const agents = rule && lead ? await agentsById(manager, [...rule.agentIds, chase.ownerId]) : new Map();
    const choice = rule && lead && chooseAgent(groupOf(rule, agents), rule.turn, now, chase.ownerId);
    if (!rule || !lead || !choice) {
      await manager.getRepository(LeadChase).delete(where);
      return false;
    }
    const previous = agents.get(chase.ownerId);
    const waitedMinutes = 2 * chase.firstResponseMinutes;
    await manager.getRepository(Lead).update({ id: lead.id }, { assignedToId: choice.agent.id, updatedAt: now });
    const assignmentId = (await insertRow(manager, LeadAssignmentChange, {
      leadId: lead.id,
      fromName: previous?.username ?? '',
      toName: choice.agent.username,
      changedAt: now,
      changedById: null,
      changedByName: '',
      reason: 'reassigned',
      ruleName: rule.name,
      fromUserId: chase.ownerId,
      toUserId: choice.agent.id,
      waitedMinutes,
    }))!;
    await manager.getRepository(RoutingRule).update({ id: rule.id }, { turn: choice.nextTurn });
    const next = chaseOf(lead.id, rule, choice.agent, assignmentId, choice.clockStartsAt);
    await manager.getRepository(LeadChase).update(where, next);
    const move = {
      occurredAt: now.toISOString(),
      ruleName: rule.name,
      fromName: previous?.username ?? '',
      toName: choice.agent.username,
      waitedMinutes,
    };
    const about = { id: lead.id, type: lead.type, name: lead.name };
    const moved = (to: string, audience: LeadMovedEmail['audience']): LeadMovedEmail => ({
      message: 'lead-moved',
      to,
      lead: about,
      move,
      audience,
    });
    const emails: EmailJob[] = [
      ...routedAssignmentEmail(lead, choice.agent, rule.name, next, now),
      ...(previous?.email ? [moved(previous.email, 'previous-owner')] : []),
      ...(await adminAddresses(manager, [choice.agent.email, previous?.email ?? null])).map((to) => moved(to, 'admin')),
    ];
    return outbox.addEmails(manager, emails);
  });
  if (emailed) outbox.wake();
}

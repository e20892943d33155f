import type { EntityManager } from 'typeorm';
import type { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { insertRows } from '../../platform/db/insert-row';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import type { LeadAssignedEmail, LeadRouting, RoutedLeads } from '../leads';
import { agentsById, groupOf } from './agents';
import { chaseOf, routedAssignmentEmail } from './chase-rows';
import { type AgentChoice, chooseAgent } from './choose-agent';
import { lockRules, rulesInOrder, sameRule } from './rule-rows';
import { firstMatchingRule } from './rule-matching';

/** One lead's routing: its rule, and the agent chosen (null: nobody in the group was available). */
interface Decision {
  lead: Lead;
  rule: RoutingRule;
  choice: AgentChoice | null;
}

/** Thrown when a rule changed between intake's read and its lock: PostgreSQL's serialization_failure, so the group goes again. */
const rulesChanged = () =>
  Object.assign(new Error('The routing rules changed while leads were routed'), { code: '40001' });

/**
 * Intake's routing (LeadRouting): in the leads' own transaction, each new lead meets the rules in order and goes to
 * the first available agent of its rule's group, round robin (chooseAgent), availability taken at its arrival. With
 * no rule defined it costs one read. The rules its leads match are locked in id order before the leads are inserted,
 * and each turn is written once per group: two processes never give one turn.
 */
export class LeadRouter implements LeadRouting {
  constructor(private readonly outbox: EventOutbox) {}

  async route(manager: EntityManager, leads: Lead[]): Promise<RoutedLeads | undefined> {
    // A group that goes again after a conflict is routed afresh.
    for (const lead of leads) lead.assignedToId = null;
    const rules = await rulesInOrder(manager);
    if (rules.length === 0) return undefined;
    const matched = leads.map((lead) => firstMatchingRule(rules, lead));
    const ids = [...new Set(matched.flatMap((rule) => (rule ? [rule.id] : [])))];
    if (ids.length === 0) return undefined;
    const locked = new Map((await lockRules(manager, ids)).map((rule) => [rule.id, rule]));
    for (const rule of matched) {
      const current = rule && locked.get(rule.id);
      if (rule && !(current && sameRule(current, rule))) throw rulesChanged();
    }
    const agents = await agentsById(
      manager,
      [...locked.values()].flatMap((rule) => rule.agentIds),
    );
    const turns = new Map([...locked.values()].map((rule) => [rule.id, rule.turn]));
    const decisions: Decision[] = [];
    leads.forEach((lead, index) => {
      const rule = locked.get(matched[index]?.id ?? 0);
      if (!rule) return;
      const choice = chooseAgent(groupOf(rule, agents), turns.get(rule.id)!, lead.createdAt);
      if (choice) {
        lead.assignedToId = choice.agent.id;
        turns.set(rule.id, choice.nextTurn);
      }
      decisions.push({ lead, rule, choice });
    });
    for (const [id, turn] of turns) {
      if (turn !== locked.get(id)!.turn) await manager.getRepository(RoutingRule).update({ id }, { turn });
    }
    return { record: (transaction) => this.record(transaction, decisions) };
  }

  async lockEveryRule(manager: EntityManager): Promise<void> {
    await lockRules(manager);
  }

  /** The timeline entries (one per routed lead, "no agent was available" too), the chases and the owners' emails. */
  private async record(manager: EntityManager, decisions: Decision[]): Promise<boolean> {
    const changes = decisions.map(({ lead, rule, choice }) => ({
      leadId: lead.id,
      fromName: '',
      toName: choice?.agent.username ?? '',
      changedAt: lead.createdAt,
      changedById: null,
      changedByName: '',
      reason: 'routed' as const,
      ruleName: rule.name,
      fromUserId: null,
      toUserId: choice?.agent.id ?? null,
      waitedMinutes: null,
    }));
    const changeIds = await insertRows(manager, LeadAssignmentChange, changes);
    const chases: LeadChase[] = [];
    const emails: LeadAssignedEmail[] = [];
    decisions.forEach(({ lead, rule, choice }, index) => {
      if (!choice) return;
      const chase = chaseOf(lead.id, rule, choice.agent, changeIds[index]!, choice.clockStartsAt);
      chases.push(chase);
      emails.push(...routedAssignmentEmail(lead, choice.agent, rule.name, chase, lead.createdAt));
    });
    if (chases.length > 0) await insertRows(manager, LeadChase, chases);
    return this.outbox.addEmails(manager, emails);
  }
}

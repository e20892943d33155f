import { addWorkingMinutes } from '#contract/routing/working-hours';
import type { Lead } from '../../platform/db/entities/Lead';
import type { LeadChase } from '../../platform/db/entities/LeadChase';
import type { LeadAssignedEmail } from '../leads';
import type { Agent } from './choose-agent';

/** Who assigned a routed lead, as the assignment email and the moved emails say it. */
export const byRule = (ruleName: string) => `Routing rule '${ruleName}'`;

/** When `minutes` working minutes of the agent's hours have passed since `from` (plain minutes as a last resort). */
export function workingMinutesAfter(agent: Pick<Agent, 'availability'>, from: Date, minutes: number): Date {
  return (
    addWorkingMinutes(agent.availability.workingHours, from, minutes) ?? new Date(from.getTime() + minutes * 60_000)
  );
}

/** A lead's chase from the moment `agent` owns it by assignment `assignmentId`: the reminder is due first. */
export function chaseOf(
  leadId: number,
  rule: { id: number; firstResponseMinutes: number },
  agent: Agent,
  assignmentId: number,
  clockStartsAt: Date,
): LeadChase {
  const respondBy = workingMinutesAfter(agent, clockStartsAt, rule.firstResponseMinutes);
  return {
    leadId,
    ruleId: rule.id,
    ownerId: agent.id,
    assignmentId,
    firstResponseMinutes: rule.firstResponseMinutes,
    clockStartsAt,
    respondBy,
    stage: 'remind',
    dueAt: respondBy,
  };
}

/** The usual "lead assigned to you" email, from the rule, saying when the first touch is due; none without an address. */
export function routedAssignmentEmail(
  lead: Pick<Lead, 'id' | 'type' | 'name'>,
  agent: Agent,
  ruleName: string,
  chase: Pick<LeadChase, 'respondBy'>,
  occurredAt: Date,
): LeadAssignedEmail[] {
  if (!agent.email) return [];
  return [
    {
      message: 'lead-assigned',
      to: agent.email,
      assignment: {
        occurredAt: occurredAt.toISOString(),
        lead: { id: lead.id, type: lead.type, name: lead.name },
        assignedBy: byRule(ruleName),
        nextStep: null,
        respondBy: chase.respondBy.toISOString(),
      },
    },
  ];
}

import { type DataSource, type EntityManager, In } from 'typeorm';
import type { RoutingRule as RoutingRuleAnswer } from '#contract/routing/routing-api';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { type FieldErrors, validationFailed } from '../../platform/errors';
import { agentsById } from './agents';
import { lockRules } from './rule-rows';
import { toRoutingRule } from './routing.presenter';

const nameKey = (name: string) => name.toLocaleLowerCase('en-US');

/** Each rule named once, whatever the case: the timeline and the emails name a rule by its name. */
function sameNames(rules: readonly RoutingRuleAnswer[]): FieldErrors {
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (seen.has(nameKey(rule.name)))
      fields[`rules[${index}].name`] = 'Another rule has this name: please give each rule its own.';
    seen.add(nameKey(rule.name));
  });
  return fields;
}

/** Every agent an account, checked with those accounts locked against deletion until the rules are stored. */
async function unknownAgents(manager: EntityManager, rules: readonly RoutingRuleAnswer[]): Promise<FieldErrors> {
  const agents = await agentsById(
    manager,
    rules.flatMap((rule) => rule.agentIds),
  );
  const fields: FieldErrors = {};
  rules.forEach((rule, index) => {
    const unknown = rule.agentIds.find((id) => !agents.has(id));
    if (unknown !== undefined)
      fields[`rules[${index}].agentIds`] = `There is no user with id ${unknown}: choose agents from the list of users.`;
  });
  return fields;
}

/** The routing rules as admins read and replace them (GET and PUT /api/admin/routing). */
export class RoutingService {
  constructor(private readonly dataSource: DataSource) {}

  async rules(): Promise<RoutingRuleAnswer[]> {
    const rows = await this.dataSource.getRepository(RoutingRule).find({ order: { position: 'ASC', id: 'ASC' } });
    return rows.map(toRoutingRule);
  }

  /**
   * Replaces every rule, in one transaction, recorded in the audit trail; answers the rules as stored. A rule keeps
   * its row (and its group's turn) while its name stays. A duplicate name or an unknown agent is a 400 naming the
   * rule's field (`rules[2].agentIds`), and nothing is stored.
   */
  async replace(rules: RoutingRuleAnswer[], actor: Actor): Promise<RoutingRuleAnswer[]> {
    const named = sameNames(rules);
    if (Object.keys(named).length > 0) throw validationFailed(named);
    return this.dataSource.transaction(async (manager) => {
      // Every rule, in id order, as intake and a deletion lock them: changes to the rules queue.
      const existing = new Map((await lockRules(manager)).map((row) => [nameKey(row.name), row]));
      const unknown = await unknownAgents(manager, rules);
      if (Object.keys(unknown).length > 0) throw validationFailed(unknown);
      const repository = manager.getRepository(RoutingRule);
      const kept = new Set<number>();
      for (const [position, rule] of rules.entries()) {
        const row = existing.get(nameKey(rule.name));
        if (row) {
          kept.add(row.id);
          await repository.update({ id: row.id }, { ...rule, position });
        } else {
          await repository.insert({ ...rule, position, turn: 0 });
        }
      }
      const removed = [...existing.values()].filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (removed.length > 0) await repository.delete({ id: In(removed) });
      await recordAudit(manager, actor, 'routing.changed', {
        rules: rules.length,
        names: rules.map((rule) => rule.name),
      });
      const stored = await repository.find({ order: { position: 'ASC', id: 'ASC' } });
      return stored.map(toRoutingRule);
    });
  }
}

import type { EntityManager } from 'typeorm';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { lockRules } from './rule-rows';

/**
 * Locks every rule, in id order, for an account's deletion: call it before the account's row is deleted (and its
 * leads unassigned), so the deletion takes the rules as intake does, first, and neither waits for the other's rows.
 * Answers the step that then takes the account out of every group, in the same transaction.
 */
export async function lockGroupsFor(manager: EntityManager, userId: number): Promise<() => Promise<void>> {
  const rules = await lockRules(manager);
  return async () => {
    for (const rule of rules) {
      if (!rule.agentIds.includes(userId)) continue;
      const agentIds = rule.agentIds.filter((id) => id !== userId);
      await manager.getRepository(RoutingRule).update({ id: rule.id }, { agentIds });
    }
  };
}

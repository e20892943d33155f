import type { RoutingRule } from '#contract/routing/routing-api';
import type { RoutingRule as RoutingRuleRow } from '../../platform/db/entities/RoutingRule';

/** A rule row as the API answers it: its conditions, group and target, never its id or turn. */
export function toRoutingRule(row: RoutingRuleRow): RoutingRule {
  return {
    name: row.name,
    leadTypes: row.leadTypes,
    regions: row.regions,
    abroad: row.abroad,
    sources: row.sources,
    agentIds: row.agentIds,
    firstResponseMinutes: row.firstResponseMinutes,
  };
}

import { GHANA_REGION_OPTIONS, type LeadType } from '#contract/leads/join-options';
import type { RoutingRule } from '#contract/routing/routing-api';
import { takesEveryLead } from './routing-draft';

export const LEAD_TYPE_PLURALS: Record<LeadType, string> = { buyer: 'Buyers', seller: 'Sellers', renter: 'Renters' };

const regionLabel = (value: string) => GHANA_REGION_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
function listOf(items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

/**
 * A rule as a sentence staff read at a glance: 'Buyers abroad from any source → Ama, Kofi · first answer within
 * 15 min'. `first`: no rule comes before it (a rule with no condition then takes every lead, not every other).
 */
export function ruleSentence(rule: RoutingRule, agentName: (id: number) => string, { first = true } = {}): string {
  const agents = rule.agentIds.length > 0 ? rule.agentIds.map(agentName).join(', ') : 'nobody';
  const then = ` → ${agents} · first answer within ${rule.firstResponseMinutes} min`;
  if (takesEveryLead(rule)) return `${first ? 'Every lead' : 'Every other lead'}${then}`;
  const types = rule.leadTypes.map((type, index) => {
    const plural = LEAD_TYPE_PLURALS[type];
    return index === 0 ? plural : plural.toLowerCase();
  });
  const who = types.length > 0 ? listOf(types, 'and') : 'Leads';
  const where = rule.abroad === true ? ' abroad' : rule.abroad === false ? ' in Ghana' : '';
  const regions = rule.regions.length > 0 ? ` for ${listOf(rule.regions.map(regionLabel), 'or')}` : '';
  const sources = rule.sources.length > 0 ? listOf(rule.sources, 'or') : 'any source';
  return `${who}${where}${regions} from ${sources}${then}`;
}

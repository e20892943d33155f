import { HOME_DIAL_CODE, type RoutingRule } from '#contract/routing/routing-api';
import type { Lead } from '../../platform/db/entities/Lead';

export type RuleConditions = Pick<RoutingRule, 'leadTypes' | 'regions' | 'abroad' | 'sources'>;

/** What a rule looks at on a lead. */
export type RoutedFacts = Pick<Lead, 'type' | 'ghanaRegion' | 'countryCode' | 'phoneE164' | 'source'>;

const folded = (text: string) => text.toLocaleLowerCase('en-US');

/** The phone's own dial code when it has one (a number typed with +44 under +233 is a UK number), else the form's. */
const isAbroad = (lead: RoutedFacts) => !(lead.phoneE164 ?? lead.countryCode).startsWith(HOME_DIAL_CODE);

/**
 * Whether a lead meets every condition of a rule; an empty condition (null for `abroad`) meets every lead. Abroad
 * is a dial code other than +233 (the phone's); sources match whatever their case, as the lists' Source filter does.
 */
export function matchesRule(rule: RuleConditions, lead: RoutedFacts): boolean {
  if (rule.leadTypes.length > 0 && !rule.leadTypes.includes(lead.type)) return false;
  if (rule.regions.length > 0 && !rule.regions.includes(lead.ghanaRegion)) return false;
  if (rule.abroad !== null && rule.abroad !== isAbroad(lead)) return false;
  if (rule.sources.length > 0 && !rule.sources.some((source) => folded(source) === folded(lead.source))) return false;
  return true;
}

/** The first rule, in the order given, that the lead meets; undefined when none does (it stays unassigned). */
export function firstMatchingRule<Rule extends RuleConditions>(rules: readonly Rule[], lead: RoutedFacts) {
  return rules.find((rule) => matchesRule(rule, lead));
}

/**
 * The Routing screen's list while it is edited: each rule with a key of its own (rules have no ids, and move),
 * and the rules' checks before sending. Problems are keyed as the server names them (`rules[2].agentIds`) so
 * the form's and the server's are shown the same way, beside the rule and the field.
 */
import { DEFAULT_FIRST_RESPONSE_MINUTES, ROUTING_LIMITS, type RoutingRule } from '#contract/routing/routing-api';

export interface DraftRule {
  key: number;
  rule: RoutingRule;
}

export const RULE_FIELDS = [
  'name',
  'leadTypes',
  'regions',
  'abroad',
  'sources',
  'agentIds',
  'firstResponseMinutes',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** What is wrong with one rule, by field; `rule` for the rule as a whole. */
export type RuleProblems = Partial<Record<RuleField | 'rule', string>>;

export interface RoutingProblems {
  byKey: Record<number, RuleProblems>;
  /** About the list as a whole (too many rules). */
  general: string[];
}

export const NO_PROBLEMS: RoutingProblems = { byKey: {}, general: [] };

let lastKey = 0;

export function draftOf(rules: readonly RoutingRule[]): DraftRule[] {
  return rules.map((rule) => ({ key: ++lastKey, rule }));
}

export function newRule(): RoutingRule {
  return {
    name: '',
    leadTypes: [],
    regions: [],
    abroad: null,
    sources: [],
    agentIds: [],
    firstResponseMinutes: DEFAULT_FIRST_RESPONSE_MINUTES,
  };
}

/** The list with one item moved `by` places (-1 up, 1 down); the same list when it cannot move. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The PUT's rules: names trimmed. */
export function rulesToSend(draft: readonly DraftRule[]): RoutingRule[] {
  return draft.map(({ rule }) => ({ ...rule, name: rule.name.trim() }));
}

/** A rule with no condition takes every lead: a last one is the default group. */
export function takesEveryLead(rule: RoutingRule): boolean {
  return rule.leadTypes.length === 0 && rule.regions.length === 0 && rule.abroad === null && rule.sources.length === 0;
}

const { firstResponseMinutes: MINUTES } = ROUTING_LIMITS;

/** The checks the server makes too, so most mistakes are said before sending. */
export function ruleProblems(rules: readonly RoutingRule[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rules.length > ROUTING_LIMITS.rules) problems.rules = `At most ${ROUTING_LIMITS.rules} rules.`;
  rules.forEach((rule, index) => {
    const say = (field: RuleField, message: string) => (problems[`rules[${index}].${field}`] = message);
    const name = rule.name.trim();
    if (!name) say('name', 'Please enter a name.');
    else if (name.length > ROUTING_LIMITS.nameMaxLength)
      say('name', `At most ${ROUTING_LIMITS.nameMaxLength} characters.`);
    if (rule.sources.length > ROUTING_LIMITS.sourcesPerRule)
      say('sources', `At most ${ROUTING_LIMITS.sourcesPerRule} sources.`);
    if (rule.agentIds.length === 0) say('agentIds', 'Choose at least one agent.');
    else if (rule.agentIds.length > ROUTING_LIMITS.agentsPerRule)
      say('agentIds', `At most ${ROUTING_LIMITS.agentsPerRule} agents.`);
    const minutes = rule.firstResponseMinutes;
    if (!Number.isInteger(minutes) || minutes < MINUTES.min || minutes > MINUTES.max)
      say('firstResponseMinutes', `Enter whole minutes from ${MINUTES.min} to ${MINUTES.max}.`);
  });
  return problems;
}

const RULE_FIELD_PATTERN = /^rules\[(\d+)\](?:\.(\w+))?/;

/** Problems keyed as the server names them (`rules[2].agentIds[0]` too), given to the rules they were about. */
export function problemsByRule(fields: Record<string, string>, draft: readonly DraftRule[]): RoutingProblems {
  const found: RoutingProblems = { byKey: {}, general: [] };
  for (const [name, message] of Object.entries(fields)) {
    const match = RULE_FIELD_PATTERN.exec(name);
    const item = match && draft[Number(match[1])];
    if (!item) {
      found.general.push(message);
      continue;
    }
    const field = (RULE_FIELDS as readonly string[]).includes(match[2] ?? '') ? (match[2] as RuleField) : 'rule';
    const problems = (found.byKey[item.key] ??= {});
    problems[field] = problems[field] ? `${problems[field]} ${message}` : message;
  }
  return found;
}

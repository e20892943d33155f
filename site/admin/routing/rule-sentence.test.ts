import { describe, expect, it } from 'vitest';
import type { RoutingRule } from '#contract/routing/routing-api';
import { newRule } from './routing-draft';
import { ruleSentence } from './rule-sentence';

const NAMES: Record<number, string> = { 2: 'Ama', 3: 'Kofi' };
const agentName = (id: number) => NAMES[id] ?? `user #${id}`;
const rule = (fields: Partial<RoutingRule>): RoutingRule => ({ ...newRule(), name: 'x', agentIds: [2, 3], ...fields });

describe('a routing rule as a sentence', () => {
  it('says who, where, from which source, to whom and how fast', () => {
    expect(ruleSentence(rule({ leadTypes: ['buyer'], abroad: true }), agentName)).toBe(
      'Buyers abroad from any source → Ama, Kofi · first answer within 15 min',
    );
    expect(
      ruleSentence(
        rule({
          leadTypes: ['seller', 'renter'],
          abroad: false,
          regions: ['accra', 'cape-coast', 'kumasi'],
          sources: ['facebook', 'google'],
          agentIds: [3],
          firstResponseMinutes: 60,
        }),
        agentName,
      ),
    ).toBe(
      'Sellers and renters in Ghana for Accra, Cape Coast or Kumasi from facebook or google → Kofi · first answer within 60 min',
    );
    expect(ruleSentence(rule({ sources: ['Direct'], agentIds: [9] }), agentName)).toBe(
      'Leads from Direct → user #9 · first answer within 15 min',
    );
  });

  it('a rule with no condition takes every lead, or every other one after the first rule', () => {
    expect(ruleSentence(rule({}), agentName)).toBe('Every lead → Ama, Kofi · first answer within 15 min');
    expect(ruleSentence(rule({ agentIds: [] }), agentName, { first: false })).toBe(
      'Every other lead → nobody · first answer within 15 min',
    );
  });
});

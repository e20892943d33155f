import { describe, expect, it } from 'vitest';
import { draftOf, moved, newRule, problemsByRule, ruleProblems, rulesToSend } from './routing-draft';

describe('the routing list while it is edited', () => {
  it('moves an item one place, and leaves the ends where they are', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('checks name, agents and minutes before sending, keyed as the server keys them', () => {
    const rules = rulesToSend(
      draftOf([
        { ...newRule(), name: '  Abroad buyers ', agentIds: [2] },
        { ...newRule(), name: ' ', firstResponseMinutes: 0 },
        { ...newRule(), name: 'Slow', agentIds: [2], firstResponseMinutes: 1.5 },
      ]),
    );
    expect(rules[0]!.name).toBe('Abroad buyers');
    expect(ruleProblems(rules)).toEqual({
      'rules[1].name': 'Please enter a name.',
      'rules[1].agentIds': 'Choose at least one agent.',
      'rules[1].firstResponseMinutes': 'Enter whole minutes from 1 to 1440.',
      'rules[2].firstResponseMinutes': 'Enter whole minutes from 1 to 1440.',
    });
  });

  it("gives the server's problems to the rules they name, whatever they have become since", () => {
    const draft = draftOf([newRule(), newRule(), newRule()]);
    const found = problemsByRule(
      {
        'rules[2].agentIds': 'User 9 is not a staff user.',
        'rules[2].agentIds[1]': 'Listed twice.',
        'rules[0]': 'This rule is refused.',
        'rules[1].colour': 'Unknown.',
        rules: 'At most 50 rules.',
        'rules[7].name': 'No such rule.',
      },
      draft,
    );
    expect(found.byKey).toEqual({
      [draft[2]!.key]: { agentIds: 'User 9 is not a staff user. Listed twice.' },
      [draft[0]!.key]: { rule: 'This rule is refused.' },
      [draft[1]!.key]: { rule: 'Unknown.' },
    });
    expect(found.general).toEqual(['At most 50 rules.', 'No such rule.']);
  });
});

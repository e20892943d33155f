import { describe, expect, test } from 'vitest';
import { firstMatchingRule, matchesRule, type RoutedFacts, type RuleConditions } from './rule-matching';

const everything: RuleConditions = { leadTypes: [], regions: [], abroad: null, sources: [] };
const lead = (facts: Partial<RoutedFacts> = {}): RoutedFacts => ({
  type: 'buyer',
  ghanaRegion: 'accra',
  countryCode: '+233',
  phoneE164: null,
  source: 'Direct',
  ...facts,
});

describe('which rule a lead meets', () => {
  test('empty conditions meet every lead', () => {
    expect(matchesRule(everything, lead())).toBe(true);
    expect(matchesRule(everything, lead({ type: 'seller', ghanaRegion: '', countryCode: '+44', source: '' }))).toBe(
      true,
    );
  });

  test('each condition on its own', () => {
    expect(matchesRule({ ...everything, leadTypes: ['seller', 'renter'] }, lead())).toBe(false);
    expect(matchesRule({ ...everything, leadTypes: ['seller', 'renter'] }, lead({ type: 'renter' }))).toBe(true);
    expect(matchesRule({ ...everything, regions: ['kumasi'] }, lead())).toBe(false);
    expect(matchesRule({ ...everything, regions: ['kumasi', 'accra'] }, lead())).toBe(true);
    // A seller's form has no region: a rule for regions does not take them.
    expect(matchesRule({ ...everything, regions: ['accra'] }, lead({ type: 'seller', ghanaRegion: '' }))).toBe(false);
    expect(matchesRule({ ...everything, abroad: true }, lead())).toBe(false);
    expect(matchesRule({ ...everything, abroad: true }, lead({ countryCode: '+44' }))).toBe(true);
    expect(matchesRule({ ...everything, abroad: false }, lead({ countryCode: '+1' }))).toBe(false);
    expect(matchesRule({ ...everything, abroad: false }, lead())).toBe(true);
    // The number's own dial code decides: typed with +44 under the form's +233, it is a UK number.
    expect(matchesRule({ ...everything, abroad: true }, lead({ phoneE164: '+442079460958' }))).toBe(true);
    expect(matchesRule({ ...everything, abroad: true }, lead({ countryCode: '+44', phoneE164: '+233244556677' }))).toBe(
      false,
    );
    expect(matchesRule({ ...everything, sources: ['facebook'] }, lead())).toBe(false);
    expect(matchesRule({ ...everything, sources: ['Facebook'] }, lead({ source: 'facebook' }))).toBe(true);
    expect(matchesRule({ ...everything, sources: ['direct'] }, lead({ source: 'Direct' }))).toBe(true);
  });

  test('every condition must hold', () => {
    const abroadBuyers = { ...everything, leadTypes: ['buyer' as const], abroad: true };
    expect(matchesRule(abroadBuyers, lead({ countryCode: '+44' }))).toBe(true);
    expect(matchesRule(abroadBuyers, lead({ countryCode: '+44', type: 'renter' }))).toBe(false);
  });

  test('the first rule met, in order, wins; none met is none', () => {
    const rules = [
      { ...everything, name: 'abroad', abroad: true },
      { ...everything, name: 'buyers', leadTypes: ['buyer' as const] },
      { ...everything, name: 'everyone else' },
    ];
    expect(firstMatchingRule(rules, lead({ countryCode: '+44' }))?.name).toBe('abroad');
    expect(firstMatchingRule(rules, lead())?.name).toBe('buyers');
    expect(firstMatchingRule(rules, lead({ type: 'seller' }))?.name).toBe('everyone else');
    expect(firstMatchingRule(rules.slice(0, 2), lead({ type: 'seller' }))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { deepLinkNote, goingColdFilters, hasDeepLink, NO_DEEP_LINK, parseLeadDeepLink } from './lead-deep-link';

describe('parseLeadDeepLink', () => {
  it('reads ?lead=, ?cold=1 and ?contactOf=', () => {
    expect(parseLeadDeepLink('?lead=123')).toEqual({ leadId: 123, cold: false, contactOf: null });
    expect(parseLeadDeepLink('?cold=1')).toEqual({ leadId: null, cold: true, contactOf: null });
    expect(parseLeadDeepLink('lead=7&cold=1')).toEqual({ leadId: 7, cold: true, contactOf: null });
    expect(parseLeadDeepLink('?contactOf=42')).toEqual({ leadId: null, cold: false, contactOf: 42 });
  });

  it('ignores a malformed id, another cold value and nothing at all', () => {
    for (const search of [
      '',
      '?lead=abc',
      '?lead=0',
      '?lead=-3',
      '?lead=1.5',
      '?cold=yes',
      '?cold=0',
      '?other=1',
      '?contactOf=x',
      '?contactOf=0',
    ]) {
      expect(parseLeadDeepLink(search), search).toEqual(NO_DEEP_LINK);
    }
    expect(hasDeepLink(NO_DEEP_LINK)).toBe(false);
  });
});

describe('goingColdFilters', () => {
  it('asks for Not Contacted leads that arrived 24 hours before now or earlier, as an instant', () => {
    const now = Date.parse('2026-03-04T10:00:00.000Z');
    expect(goingColdFilters(now)).toEqual({ contactStatus: 'Not Contacted', to: '2026-03-03T10:00:00.000Z' });
  });
});

describe('deepLinkNote', () => {
  it('says what the link shows', () => {
    expect(deepLinkNote({ leadId: 3, cold: false, contactOf: null })).toBe('Showing one lead');
    expect(deepLinkNote({ leadId: null, cold: true, contactOf: null })).toMatch(/going cold/);
    expect(deepLinkNote({ leadId: null, cold: false, contactOf: 3 })).toBe(
      'Showing every request from this contact, of every type',
    );
  });
});

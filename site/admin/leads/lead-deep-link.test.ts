import { describe, expect, it } from 'vitest';
import { applyDeepLink, deepLinkNote, hasDeepLink, isGoingCold, NO_DEEP_LINK, parseLeadDeepLink } from './lead-deep-link';
import { leadRecord } from './lead-record-fixture';

const NOW = Date.parse('2026-03-04T10:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3600_000).toISOString();

describe('parseLeadDeepLink', () => {
  it('reads ?lead= and ?cold=1', () => {
    expect(parseLeadDeepLink('?lead=123')).toEqual({ leadId: 123, cold: false });
    expect(parseLeadDeepLink('?cold=1')).toEqual({ leadId: null, cold: true });
    expect(parseLeadDeepLink('lead=7&cold=1')).toEqual({ leadId: 7, cold: true });
  });

  it('ignores a malformed id, another cold value and nothing at all', () => {
    for (const search of ['', '?lead=abc', '?lead=0', '?lead=-3', '?lead=1.5', '?cold=yes', '?cold=0', '?other=1']) {
      expect(parseLeadDeepLink(search), search).toEqual(NO_DEEP_LINK);
    }
    expect(hasDeepLink(NO_DEEP_LINK)).toBe(false);
  });
});

describe('isGoingCold', () => {
  it('Not Contacted after more than 24 hours; 23 hours is not yet, and a contacted lead never', () => {
    expect(isGoingCold(leadRecord({ createdAt: hoursAgo(25) }), NOW)).toBe(true);
    expect(isGoingCold(leadRecord({ createdAt: hoursAgo(23) }), NOW)).toBe(false);
    expect(isGoingCold(leadRecord({ createdAt: hoursAgo(24) }), NOW)).toBe(false);
    expect(isGoingCold(leadRecord({ createdAt: hoursAgo(500), contactStatus: 'Follow-Up' }), NOW)).toBe(false);
    expect(isGoingCold(leadRecord({ createdAt: 'not a date' }), NOW)).toBe(false);
  });
});

describe('applyDeepLink', () => {
  const leads = [
    leadRecord({ id: 1, createdAt: hoursAgo(30) }),
    leadRecord({ id: 2, createdAt: hoursAgo(2) }),
    leadRecord({ id: 3, createdAt: hoursAgo(48), contactStatus: 'Contacted' }),
    leadRecord({ id: 4, createdAt: hoursAgo(100) }),
  ];
  const ids = (link: Parameters<typeof applyDeepLink>[1]) => applyDeepLink(leads, link, NOW).map((lead) => lead.id);

  it('no link: every lead, in order', () => {
    expect(ids(NO_DEEP_LINK)).toEqual([1, 2, 3, 4]);
  });

  it('?lead=: only that lead, or none when it is not in the list', () => {
    expect(ids({ leadId: 3, cold: false })).toEqual([3]);
    expect(ids({ leadId: 99, cold: false })).toEqual([]);
  });

  it('?cold=1: the leads going cold', () => {
    expect(ids({ leadId: null, cold: true })).toEqual([1, 4]);
  });

  it('says what it shows', () => {
    expect(deepLinkNote({ leadId: 3, cold: false })).toBe('Showing one lead');
    expect(deepLinkNote({ leadId: null, cold: true })).toMatch(/going cold/);
  });
});

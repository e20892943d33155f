import { describe, expect, it } from 'vitest';
import { readableDetails } from '#contract/activity/activity-api';
import { ACTION_OPTIONS, activityFilters, activityQuery, datesReversed, parseActivityView } from './activity-view';

describe("the Activity screen's address", () => {
  it('reads the filters it can show and ignores the rest', () => {
    expect(parseActivityView('?action=user.created&actor=Ama&from=2026-11-01&to=2026-11-25')).toEqual({
      action: 'user.created',
      actor: 'Ama',
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(parseActivityView('?action=sign_in')).toMatchObject({ action: 'sign_in' });
    expect(parseActivityView('?action=user.exploded&from=yesterday&to=2026-1-2')).toEqual({
      action: '',
      actor: '',
      from: '',
      to: '',
    });
  });

  it('writes a view back in the order it reads it, and asks the server for the set filters only, the name trimmed', () => {
    const view = { action: 'export', actor: '  kofi ', from: '', to: '2026-11-25' };
    expect(activityQuery(view)).toBe('?action=export&actor=++kofi+&to=2026-11-25');
    expect(parseActivityView(activityQuery(view))).toEqual(view);
    expect(activityFilters(view)).toEqual({ action: 'export', actor: 'kofi', to: '2026-11-25' });
    expect(activityFilters({ action: '', actor: '   ', from: '', to: '' })).toEqual({});
  });

  it('knows days the wrong way round', () => {
    expect(datesReversed({ action: '', actor: '', from: '2026-11-20', to: '2026-11-01' })).toBe(true);
    expect(datesReversed({ action: '', actor: '', from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(datesReversed({ action: '', actor: '', from: '', to: '2026-11-01' })).toBe(false);
  });

  it('offers every action by its words, after the groups', () => {
    expect(ACTION_OPTIONS[0]).toEqual(['', 'All actions']);
    expect(ACTION_OPTIONS).toContainEqual(['sign_in', 'All sign-ins']);
    expect(ACTION_OPTIONS).toContainEqual(['user.created', 'User created']);
    expect(new Set(ACTION_OPTIONS.map(([value]) => value)).size).toBe(ACTION_OPTIONS.length);
  });
});

describe("an entry's details in words", () => {
  it('reads keys and values, lists, yes and no, and nested filters, leaving out what is unset', () => {
    expect(
      readableDetails({
        userId: 5,
        fields: ['email', 'username'],
        incomplete: true,
        filters: { type: 'buyer', search: undefined, from: '2026-01-01' },
        none: [],
      }),
    ).toBe('userId: 5; fields: email, username; incomplete: yes; filters: type buyer, from 2026-01-01; none: none');
    expect(readableDetails({})).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS } from '#contract/campaigns/campaigns-api';
import { campaignRecord } from '../../test/fake-campaigns-api';
import { campaignProblems, EMPTY_CAMPAIGN, formOf, inputToSend, isDirty } from './campaign-form';

describe('the campaign form', () => {
  it('sends only the chosen source’s content, its subject lines trimmed', () => {
    const form = { ...EMPTY_CAMPAIGN, subject: ' News ', preheader: ' Hi ', bodyMarkdown: 'Text', postId: 'a-post' };
    expect(inputToSend(form)).toEqual({ ...form, subject: 'News', preheader: 'Hi', postId: null });
    expect(inputToSend({ ...form, source: 'post' })).toMatchObject({ bodyMarkdown: '', postId: 'a-post' });
  });

  it('is dirty once it differs from the campaign as stored, not for what is not sent', () => {
    const stored = campaignRecord();
    expect(isDirty(formOf(stored), stored)).toBe(false);
    expect(isDirty({ ...formOf(stored), subject: `${stored.subject} ` }, stored)).toBe(false);
    expect(isDirty({ ...formOf(stored), postId: 'kept-aside' }, stored)).toBe(false);
    expect(isDirty({ ...formOf(stored), subject: 'Other' }, stored)).toBe(true);
    expect(isDirty(EMPTY_CAMPAIGN, null)).toBe(false);
  });

  it('says what the server would refuse, at the contract’s limits', () => {
    const ok = { ...EMPTY_CAMPAIGN, subject: 's'.repeat(CAMPAIGN_LIMITS.subjectMaxLength), bodyMarkdown: 'b' };
    expect(campaignProblems(ok)).toEqual({});
    expect(campaignProblems({ ...ok, bodyMarkdown: 'b'.repeat(CAMPAIGN_LIMITS.bodyMaxLength + 1) })).toEqual({
      bodyMarkdown: 'Please keep the email to 100,000 characters; it has 100,001.',
    });
    expect(campaignProblems({ ...ok, bodyMarkdown: '  ' })).toEqual({ bodyMarkdown: 'Please write the email.' });
    expect(campaignProblems({ ...ok, source: 'post', postId: null })).toEqual({
      postId: 'Please choose one of the blog posts.',
    });
  });
});

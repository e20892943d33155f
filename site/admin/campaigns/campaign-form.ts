import { CAMPAIGN_LIMITS, type CampaignInput, type CampaignRecord } from '#contract/campaigns/campaigns-api';
import { formatCount } from '../lib/format';

/** A field the form shows a problem beside: the input's, and the schedule's time. */
export type CampaignField = keyof CampaignInput | 'at';
export type CampaignProblems = Partial<Record<CampaignField, string>>;

export const EMPTY_CAMPAIGN: CampaignInput = {
  subject: '',
  preheader: '',
  source: 'markdown',
  bodyMarkdown: '',
  postId: null,
  postContent: 'summary',
};

/** What the form edits, from a stored campaign. */
export function formOf(campaign: CampaignRecord | null): CampaignInput {
  if (!campaign) return EMPTY_CAMPAIGN;
  const { subject, preheader, source, bodyMarkdown, postId, postContent } = campaign;
  return { subject, preheader, source, bodyMarkdown, postId, postContent };
}

/**
 * What is sent: the subject lines trimmed, and only the chosen source's content (the other one is kept in the
 * form while it is edited, so switching back loses nothing).
 */
export function inputToSend(form: CampaignInput): CampaignInput {
  const markdown = form.source === 'markdown';
  return {
    ...form,
    subject: form.subject.trim(),
    preheader: form.preheader.trim(),
    bodyMarkdown: markdown ? form.bodyMarkdown : '',
    postId: markdown ? null : form.postId,
  };
}

/** Whether the form differs from the campaign as stored (null: nothing stored yet). */
export function isDirty(form: CampaignInput, stored: CampaignRecord | null): boolean {
  return JSON.stringify(inputToSend(form)) !== JSON.stringify(stored ? inputToSend(formOf(stored)) : EMPTY_CAMPAIGN);
}

const tooLong = (what: string, length: number, max: number) =>
  length > max
    ? `Please keep the ${what} to ${formatCount(max)} characters; it has ${formatCount(length)}.`
    : undefined;

/** What the server would refuse in `input` (as inputToSend makes it), said before anything is sent. */
export function campaignProblems(input: CampaignInput): CampaignProblems {
  const problems: CampaignProblems = {
    subject:
      input.subject === ''
        ? 'Please give the email a subject.'
        : tooLong('subject', input.subject.length, CAMPAIGN_LIMITS.subjectMaxLength),
    preheader: tooLong('preheader', input.preheader.length, CAMPAIGN_LIMITS.preheaderMaxLength),
    bodyMarkdown:
      input.source !== 'markdown'
        ? undefined
        : input.bodyMarkdown.trim() === ''
          ? 'Please write the email.'
          : tooLong('email', input.bodyMarkdown.length, CAMPAIGN_LIMITS.bodyMaxLength),
    postId: input.source === 'post' && !input.postId ? 'Please choose one of the blog posts.' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as CampaignProblems;
}

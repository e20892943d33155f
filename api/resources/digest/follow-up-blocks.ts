import type { FollowUpList, FollowUps } from '#contract/follow-ups/follow-up-api';
import type { EmailBlock } from '../../platform/mail/email-block';
import { leadDeepLink } from '#contract/leads/lead-deep-link';
import { nextStepLine } from '../leads';

/**
 * One list of next steps: each lead with its step (and owner, in everyone's), linked to the lead, then how many more.
 */
function listBlocks(title: string, list: FollowUpList, everyone: boolean, siteUrl: string): EmailBlock[] {
  if (list.total === 0) return [];
  const items: Array<{ text: string; href?: string }> = list.items.map((item) => ({
    text: `${item.name}: ${nextStepLine(item.nextStep, item.timeZone ?? null)}${item.late ? ' (late)' : ''}${everyone ? `, ${item.owner ? `assigned to ${item.owner.username}` : 'unassigned'}` : ''}`,
    href: leadDeepLink(siteUrl, item.type, { lead: item.leadId }),
  }));
  if (list.total > list.items.length) items.push({ text: `and ${list.total - list.items.length} more` });
  return [
    { kind: 'heading', text: `${title} (${list.total})` },
    { kind: 'list', items },
  ];
}

/** The digest's next steps: the recipient's own, or everyone's for an admin, due today and overdue. */
export function followUpBlocks(followUps: FollowUps, siteUrl: string): EmailBlock[] {
  const everyone = followUps.scope === 'everyone';
  const whose = everyone ? 'Next steps (everyone’s)' : 'Your next steps';
  const blocks = [
    ...listBlocks(`${whose} due today`, followUps.dueToday, everyone, siteUrl),
    ...listBlocks(`${whose} overdue`, followUps.overdue, everyone, siteUrl),
  ];
  return blocks.length > 0 ? blocks : [{ kind: 'paragraph', text: `${whose}: none due today or overdue.` }];
}

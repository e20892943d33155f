import { DateTime } from 'luxon';
import { LEAD_TYPES } from '#contract/leads/join-options';
import type { DigestContent } from './digest-content';
import type { EmailBlock } from '../../platform/mail/email-block';
import { followUpBlocks } from './follow-up-blocks';
import { leadDeepLink } from '#contract/leads/lead-deep-link';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';

/**
 * The 08:00 digest: yesterday's new leads per type, each type's
 * leads going cold with their links, then the next steps due.
 */
export function renderDigest(digest: DigestContent, siteUrl: string): RenderedEmail {
  const day = DateTime.fromISO(digest.day).toFormat('cccc d LLLL yyyy');
  const newTotal = LEAD_TYPES.reduce((sum, type) => sum + digest.newLeads[type], 0);
  const blocks: EmailBlock[] = [
    { kind: 'heading', text: `Leads on ${day}` },
    newTotal === 0
      ? { kind: 'paragraph', text: 'No new leads yesterday.' }
      : {
          kind: 'rows',
          rows: LEAD_TYPES.map((type) => ({ label: `New ${type} leads`, value: String(digest.newLeads[type]) })),
        },
  ];
  for (const type of LEAD_TYPES) {
    const cold = digest.goingCold[type];
    if (cold.total === 0) continue;
    blocks.push({
      kind: 'heading',
      text: `${cold.total} ${type} lead${cold.total === 1 ? '' : 's'} going cold (Not Contacted after 24 hours)`,
    });
    const items: Array<{ text: string; href?: string }> = cold.leads.map((lead) => ({
      text: `${lead.name}, arrived ${staffTime(lead.createdAt)}`,
      href: leadDeepLink(siteUrl, type, { lead: lead.id }),
    }));
    if (cold.total > cold.leads.length) items.push({ text: `and ${cold.total - cold.leads.length} more` });
    blocks.push({ kind: 'list', items });
    blocks.push({
      kind: 'links',
      links: [{ text: `All ${type} leads going cold`, href: leadDeepLink(siteUrl, type, { cold: true }) }],
    });
  }
  const coldTotal = LEAD_TYPES.reduce((sum, type) => sum + digest.goingCold[type].total, 0);
  if (coldTotal === 0)
    blocks.push({
      kind: 'paragraph',
      text: 'No lead is going cold: every lead older than 24 hours has been contacted.',
    });
  const steps = digest.followUps ? digest.followUps.dueToday.total + digest.followUps.overdue.total : 0;
  if (digest.followUps) blocks.push(...followUpBlocks(digest.followUps, siteUrl));
  return renderBlocks(
    `Daily leads digest for ${day}: ${newTotal} new, ${coldTotal} going cold${steps > 0 ? `, ${steps} next step${steps === 1 ? '' : 's'} due` : ''}`,
    blocks,
  );
}

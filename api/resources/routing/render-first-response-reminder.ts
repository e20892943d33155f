import { leadDeepLink } from '#contract/leads/lead-deep-link';
import type { EmailBlock } from '../../platform/mail/email-block';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';
import type { FirstResponseReminderEmail } from './chase-emails';

/** The owner's reminder: which lead waits for its first touch, since when it was due, and when it moves on. */
export function renderFirstResponseReminder(
  { lead, reminder }: FirstResponseReminderEmail,
  siteUrl: string,
): RenderedEmail {
  const blocks: EmailBlock[] = [
    { kind: 'heading', text: `${lead.name} is waiting for you` },
    {
      kind: 'paragraph',
      text: `The ${lead.type} lead ${lead.name} has had no first touch within ${reminder.firstResponseMinutes} working minutes: it was due ${staffTime(reminder.respondBy)}. Call or write to them now, and record it on the lead.`,
    },
    ...(reminder.moveAt
      ? [
          {
            kind: 'paragraph' as const,
            text: `Still untouched ${staffTime(reminder.moveAt)}, the lead moves to the next agent of its group.`,
          },
        ]
      : []),
    {
      kind: 'links',
      links: [{ text: 'Open this lead in the back-office', href: leadDeepLink(siteUrl, lead.type, { lead: lead.id }) }],
    },
  ];
  return renderBlocks(`Reminder: ${lead.name} is waiting for a first touch`, blocks);
}

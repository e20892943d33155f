import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { contactLinks } from './contact-links';
import { leadDeepLink } from '#contract/leads/lead-deep-link';
import { leadFields } from './lead-fields';
import { leadHeadline } from './lead-headline';
import { returningContactLine } from '#contract/leads/returning-contact';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';

/**
 * The staff alert for a new lead: its contact links first (speed to lead), whether the person has written
 * before, every field, then the back-office link. Replies go to the visitor.
 */
export function renderLeadAlert(lead: EventLeadRecord, siteUrl: string): RenderedEmail {
  const returning = returningContactLine(lead.earlierRequests);
  return renderBlocks(
    `New ${lead.type} lead: ${leadHeadline(lead)}`,
    [
      { kind: 'heading', text: `New ${lead.type} lead: ${lead.name}` },
      {
        kind: 'paragraph',
        text: `Received ${staffTime(lead.createdAt)}. Reply to this email to answer ${lead.name} directly.`,
      },
      { kind: 'links', links: contactLinks(lead) },
      ...(returning
        ? [
            {
              kind: 'links' as const,
              links: [{ text: returning, href: leadDeepLink(siteUrl, lead.type, { contactOf: lead.id }) }],
            },
          ]
        : []),
      { kind: 'rows', rows: leadFields(lead) },
      {
        kind: 'links',
        links: [
          { text: 'Open this lead in the back-office', href: leadDeepLink(siteUrl, lead.type, { lead: lead.id }) },
        ],
      },
    ],
    lead.email,
  );
}

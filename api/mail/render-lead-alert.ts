import type { LeadRecord } from '../domain/admin-api';
import { contactLinks } from './contact-links';
import { leadDeepLink } from './lead-deep-link';
import { leadFields } from './lead-fields';
import { leadHeadline } from './lead-headline';
import { renderBlocks } from './render-blocks';
import type { RenderedEmail } from './rendered-email';
import { staffTime } from './staff-time';

/** The staff alert for a new lead: its contact links first (speed to lead), every field, then the back-office link. Replies go to the visitor. */
export function renderLeadAlert(lead: LeadRecord, siteUrl: string): RenderedEmail {
  return renderBlocks(
    `New ${lead.type} lead: ${leadHeadline(lead)}`,
    [
      { kind: 'heading', text: `New ${lead.type} lead: ${lead.name}` },
      { kind: 'paragraph', text: `Received ${staffTime(lead.createdAt)}. Reply to this email to answer ${lead.name} directly.` },
      { kind: 'links', links: contactLinks(lead) },
      { kind: 'rows', rows: leadFields(lead) },
      { kind: 'links', links: [{ text: 'Open this lead in the back-office', href: leadDeepLink(siteUrl, lead.type, { lead: lead.id }) }] },
    ],
    lead.email,
  );
}

import { DateTime } from 'luxon';
import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { leadFields } from './lead-fields';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import type { VisitorReply } from '../routing';

/** An instant as a visitor reads it: `Monday 30 November at 08:00 Accra time`. */
const accraTime = (iso: string) =>
  `${DateTime.fromISO(iso, { zone: 'utc' }).setZone(STAFF_ZONE).toFormat("cccc d MMMM 'at' HH:mm")} Accra time`;

/** What the visitor is told about hearing from us: honest about when, once routing has given the lead an owner. */
function whenWeReply(type: string, reply: VisitorReply | undefined): string {
  const received = `Thank you for contacting Your home in Ghana. We have received your details as a property ${type}`;
  if (!reply) return `${received}, and one of our team will contact you soon.`;
  if ('within' in reply)
    return `${received}, and one of our agents will contact you within ${reply.within} minute${reply.within === 1 ? '' : 's'}.`;
  if ('by' in reply) return `${received}, and one of our agents will contact you by ${accraTime(reply.by)}.`;
  return `${received}. Our team is away now: expect to hear from us from ${accraTime(reply.from)}.`;
}

/** The visitor's record of what they sent; replies reach staff at `supportAddress`. */
export function renderVisitorConfirmation(
  lead: EventLeadRecord,
  supportAddress: string,
  reply?: VisitorReply,
): RenderedEmail {
  return renderBlocks(
    "We'll be in touch soon",
    [
      { kind: 'heading', text: "We'll be in touch soon" },
      { kind: 'paragraph', text: `Hello ${lead.name},` },
      { kind: 'paragraph', text: `${whenWeReply(lead.type, reply)} Here is a copy of what you sent us.` },
      { kind: 'rows', rows: leadFields(lead) },
      {
        kind: 'paragraph',
        text: `Something to add or a question? Simply reply to this email, or write to ${supportAddress}.`,
      },
    ],
    supportAddress,
  );
}

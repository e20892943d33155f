import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { leadFields } from './lead-fields';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/** The visitor's record of what they sent; replies reach staff at `supportAddress`. */
export function renderVisitorConfirmation(lead: EventLeadRecord, supportAddress: string): RenderedEmail {
  return renderBlocks(
    "We'll be in touch soon",
    [
      { kind: 'heading', text: "We'll be in touch soon" },
      { kind: 'paragraph', text: `Hello ${lead.name},` },
      {
        kind: 'paragraph',
        text: `Thank you for contacting Your home in Ghana. We have received your details as a property ${lead.type}, and one of our team will contact you soon. Here is a copy of what you sent us.`,
      },
      { kind: 'rows', rows: leadFields(lead) },
      {
        kind: 'paragraph',
        text: `Something to add or a question? Simply reply to this email, or write to ${supportAddress}.`,
      },
    ],
    supportAddress,
  );
}

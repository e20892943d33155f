import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { telUrl, whatsappUrl } from '#contract/leads/phone-links';
import type { EmailLink } from '../../platform/mail/rendered-email';

/**
 * Tap to call, WhatsApp and email links for a lead, for staff reading the alert on a phone. The phone
 * links use its E.164 number; a number that could not be parsed gets none (the alert's rows show it as typed).
 */
export function contactLinks(lead: Pick<EventLeadRecord, 'phoneE164' | 'phoneReadable' | 'email'>): EmailLink[] {
  const links: EmailLink[] = [];
  if (lead.phoneE164) {
    links.push({ text: `Call ${lead.phoneReadable ?? lead.phoneE164}`, href: telUrl(lead.phoneE164) });
    links.push({ text: 'WhatsApp', href: whatsappUrl(lead.phoneE164) });
  }
  if (lead.email)
    links.push({ text: `Email ${lead.email}`, href: `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}` });
  return links;
}

import type { LeadRecord } from '../domain/admin-api';
import type { EmailLink } from './rendered-email';

/**
 * The phone as international digits: the number as typed when it starts with +, otherwise the
 * country code and the number without its national leading 0 (024 … in Ghana is +233 24 …).
 */
export function internationalDigits(countryCode: string, phone: string): string {
  if (phone.trim().startsWith('+')) return phone.replace(/\D/g, '');
  return countryCode.replace(/\D/g, '') + phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** Tap to call, WhatsApp and email links for a lead, for staff reading the alert on a phone. */
export function contactLinks(lead: Pick<LeadRecord, 'countryCode' | 'phone' | 'email'>): EmailLink[] {
  const links: EmailLink[] = [];
  const digits = lead.phone.trim() ? internationalDigits(lead.countryCode, lead.phone) : '';
  if (digits) {
    links.push({ text: `Call +${digits}`, href: `tel:+${digits}` });
    links.push({ text: 'WhatsApp', href: `https://wa.me/${digits}` });
  }
  if (lead.email) links.push({ text: `Email ${lead.email}`, href: `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}` });
  return links;
}

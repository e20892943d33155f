import { telUrl, whatsappUrl } from '#contract/leads/phone-links';

/** A way to reach support: what the page shows and where the link goes. */
export interface ContactLink {
  text: string;
  href: string;
}

/** How the Support page offers help: always email; a phone line and WhatsApp only when their numbers are set. */
export interface SupportContact {
  email: ContactLink;
  phone: ContactLink | null;
  whatsapp: ContactLink | null;
}

export const SUPPORT_EMAIL = 'support@yourhomeinghana.com';

/** E.164 as written for reading: a plus, then 8 to 15 digits, spaces allowed between groups. */
const E164 = /^\+[1-9](?: ?\d){7,14}$/;

function numberLink(variable: string, value: string | undefined, link: (e164: string) => string): ContactLink | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  // Read at build time: a wrong number fails the build rather than printing a link that rings no one.
  if (!E164.test(text)) throw new Error(`${variable}: expected an international number such as +233 30 123 4567`);
  return { text, href: link(text.replace(/ /g, '')) };
}

/**
 * The support contacts from the build's environment: SUPPORT_PHONE (the office line) and SUPPORT_WHATSAPP, each an
 * international number; unset or empty, that way is not offered at all.
 */
export function supportContact(env: Record<string, string | undefined>): SupportContact {
  return {
    email: { text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
    phone: numberLink('SUPPORT_PHONE', env.SUPPORT_PHONE, telUrl),
    whatsapp: numberLink('SUPPORT_WHATSAPP', env.SUPPORT_WHATSAPP, whatsappUrl),
  };
}

import { describe, expect, it } from 'vitest';
import { supportContact } from './support-contact';

describe('supportContact', () => {
  it('offers email alone when no number is configured', () => {
    expect(supportContact({})).toEqual({
      email: { text: 'support@yourhomeinghana.com', href: 'mailto:support@yourhomeinghana.com' },
      phone: null,
      whatsapp: null,
    });
    expect(supportContact({ SUPPORT_PHONE: '  ', SUPPORT_WHATSAPP: '' })).toMatchObject({
      phone: null,
      whatsapp: null,
    });
  });

  it('links each configured number: tap to call, and a WhatsApp chat', () => {
    const contact = supportContact({ SUPPORT_PHONE: '+233 30 123 4567', SUPPORT_WHATSAPP: '+233244123456' });
    expect(contact.phone).toEqual({ text: '+233 30 123 4567', href: 'tel:+233301234567' });
    expect(contact.whatsapp).toEqual({ text: '+233244123456', href: 'https://wa.me/233244123456' });
  });

  it('refuses a number that is not international, naming the variable', () => {
    expect(() => supportContact({ SUPPORT_PHONE: '030 123 4567' })).toThrow(/^SUPPORT_PHONE: /);
    expect(() => supportContact({ SUPPORT_WHATSAPP: 'coming soon' })).toThrow(/^SUPPORT_WHATSAPP: /);
  });
});

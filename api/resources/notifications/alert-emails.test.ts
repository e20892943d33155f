import { describe, expect, test } from 'vitest';
import type { LeadRecord } from '#contract/leads/leads-api';
import { buildLead } from '../../test/factories';
import { contactLinks } from './contact-links';
import { renderLeadAlert } from './render-lead-alert';
import { renderVisitorConfirmation } from './render-visitor-confirmation';

const SITE = 'https://yourhomeinghana.example';

function leadRecord(overrides: Partial<LeadRecord>): LeadRecord {
  const { contactDetails, ...form } = buildLead();
  return {
    ...form,
    details: contactDetails,
    id: 7,
    type: 'buyer',
    contactStatus: 'Not Contacted',
    leadStatus: 'New',
    createdAt: '2026-11-24T09:15:00.000Z',
    updatedAt: '2026-11-24T09:15:00.000Z',
    phoneE164: '+233241234567',
    phoneReadable: '+233 24 123 4567',
    earlierRequests: 0,
    ...overrides,
  } as LeadRecord;
}

describe('rendering', () => {
  test('a seller alert names the form’s seller fields with labels and the chosen options’ labels', () => {
    const lead = leadRecord({
      type: 'seller',
      name: 'Kwame',
      documentation: 'full-title',
      sellingPrice: 'GHS 1.2m',
      details: 'Call after 5pm',
    });
    const email = renderLeadAlert(lead, SITE);
    expect(email.subject).toBe('New seller lead: Kwame — Spintex Road, Accra, GHS 1.2m');
    expect(email.text).toContain('Documentation: Full land title documentation');
    expect(email.text).toContain('Expected Selling Price (GHS or USD): GHS 1.2m');
    expect(email.text).toContain('Property Type: Residential - House');
    expect(email.text).toContain('Number of Bedrooms: 3 Bedrooms');
    expect(email.text).toContain('Additional details or questions: Call after 5pm');
    expect(email.text).toContain('Received 24 Nov 2026, 09:15 (Accra time)');
    expect(email.text).toContain(`${SITE}/admin/sellers?lead=7`);
    expect(email.replyTo).toBe(lead.email);
  });

  test('a renter alert uses the other region when given, and the renter form’s labels', () => {
    const lead = leadRecord({
      type: 'renter',
      name: 'Efua',
      ghanaRegion: 'others',
      otherRegion: 'Ho',
      accraArea: '',
      rentalBudget: 'USD 800 a month',
    });
    const email = renderLeadAlert(lead, SITE);
    expect(email.subject).toBe('New renter lead: Efua — Ho, USD 800 a month');
    expect(email.text).toContain('Rental Budget (monthly or annual, GHS or USD): USD 800 a month');
    expect(email.text).toContain('What help do you need?: Viewing on my behalf');
    expect(email.text).toContain('Preferred Region in Ghana: Others');
    expect(email.text).toContain('Please specify the region: Ho');
  });

  test('the phone links dial the E.164 number; a number that could not be parsed gets none', () => {
    expect(contactLinks({ phoneE164: '+233241234567', phoneReadable: '+233 24 123 4567', email: '' })).toEqual([
      { text: 'Call +233 24 123 4567', href: 'tel:+233241234567' },
      { text: 'WhatsApp', href: 'https://wa.me/233241234567' },
    ]);
    expect(
      contactLinks({ phoneE164: null, phoneReadable: null, email: 'a+b@example.com' }).map((link) => link.href),
    ).toEqual(['mailto:a%2Bb@example.com']);
  });

  test('a returning contact’s alert says so, linking to every request of that person', () => {
    const email = renderLeadAlert(leadRecord({ id: 12, type: 'renter', earlierRequests: 3 }), SITE);
    expect(email.text).toContain('Returning contact · 3 earlier requests');
    expect(email.html).toContain(`href="${SITE}/admin/renters?contactOf=12"`);
    expect(renderLeadAlert(leadRecord({ earlierRequests: 0 }), SITE).text).not.toContain('Returning contact');
  });

  test('the visitor’s copy escapes what they sent and tells them where replies go', () => {
    const email = renderVisitorConfirmation(leadRecord({ name: '"><script>x()</script>' }), 'kofi@example.com');
    expect(email.subject).toBe("We'll be in touch soon");
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&quot;&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(email.text).toContain('reply to this email, or write to kofi@example.com');
    expect(email.replyTo).toBe('kofi@example.com');
  });
});

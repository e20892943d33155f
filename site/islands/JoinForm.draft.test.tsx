// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchMock,
  field,
  fill,
  fillContact,
  jsonResponse,
  queryField,
  renderJoin,
  sentBody,
  setUp,
  storeDraft,
  submit,
  tearDown,
} from '../test/join-test-utils';

beforeEach(setUp);
afterEach(tearDown);

const CONTACT = { name: 'Ama Mensah', email: 'ama@example.com', phone: '24 123 4567' };
const roleSelect = () => screen.getByLabelText('I am a:');

describe('join form: draft', () => {
  it('restores what was typed after a reload, the country included', async () => {
    const first = renderJoin('?type=seller');
    fillContact();
    fill('Country code', 'GG');
    fill(/^Property Location/, 'Tema');
    first.unmount();

    renderJoin('?type=seller');
    await screen.findByLabelText(/^Property Location/);
    expect(field(/^Property Location/).value).toBe('Tema');
    expect(field('Country code').value).toBe('GG');
    expect(field(/^Full Name/).value).toBe('Ama Mensah');
  });

  it('does not keep the role of a link opened without typing: a later plain /join asks for a role', () => {
    renderJoin('?type=buyer').unmount();
    expect(window.sessionStorage.getItem('join-form-draft')).toBeNull();

    renderJoin();
    expect(roleSelect()).toHaveProperty('value', '');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('treats a stored draft with a role and nothing typed as no draft', () => {
    storeDraft({ role: 'buyer', countryIso: 'GH', fields: { name: '', services: [] } });
    renderJoin();
    expect(roleSelect()).toHaveProperty('value', '');
  });

  it("restores a real draft's role on plain /join, and lets a link's ?type win over it", () => {
    storeDraft({ role: 'seller', fields: { ...CONTACT, propertyLocation: 'Tema' } });
    const first = renderJoin();
    expect(roleSelect()).toHaveProperty('value', 'seller');
    expect(field(/^Property Location/).value).toBe('Tema');
    first.unmount();

    renderJoin('?type=renter');
    expect(roleSelect()).toHaveProperty('value', 'renter');
    expect(field(/^Full Name/).value).toBe('Ama Mensah');
  });
});

describe('join form: a stale or tampered draft', () => {
  it('drops answers no option list offers, and the form then asks for them', () => {
    storeDraft({
      role: 'buyer',
      fields: {
        ...CONTACT,
        propertyType: 'villa',
        currentLocation: 'mars',
        ghanaRegion: 'accra',
        budgetRange: 'lots',
        services: ['Free money', 'Property valuation', 'Property valuation', 7],
        contactDetails: 'Near a school',
      },
    });
    renderJoin();
    expect(field(/^Property Type/).value).toBe('');
    expect(field(/^Budget Range/).value).toBe('');
    expect(screen.getByLabelText('Property valuation')).toHaveProperty('checked', true);

    expect(field(/^Preferred Region in Ghana/).value).toBe('accra');

    submit('Join as a Buyer');
    for (const label of [/^Property Type/, /^Where are you currently located/, /^Budget Range/]) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('neither shows nor sends a dependant its key field does not ask for', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    storeDraft({
      role: 'seller',
      fields: {
        ...CONTACT,
        propertyType: 'commercial',
        propertySubtype: '2-bedroom',
        commercialType: 'Shop',
        documentation: 'full-title',
        otherDocumentation: 'Indenture',
        propertyLocation: 'Tema',
        sellingPrice: 'GHS 900,000',
        contactDetails: 'Corner plot',
      },
    });
    renderJoin();
    expect(queryField(/^Number of Bedrooms/)).toBeNull();
    expect(queryField(/^Please describe the documentation/)).toBeNull();

    submit('Join as a Seller');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody()).toMatchObject({
      propertyType: 'commercial',
      commercialType: 'Shop',
      propertySubtype: '',
      documentation: 'full-title',
      otherDocumentation: '',
    });
  });
});

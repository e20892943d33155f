// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseRole, field, fill, queryField, renderJoin, setUp, tearDown } from '../test/join-test-utils';

beforeEach(setUp);
afterEach(tearDown);

describe('join form: role', () => {
  it('shows only the role selector until a role is chosen', () => {
    renderJoin();
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Select your role...' })).toBeTruthy();
    for (const label of [
      'Property buyer (residential or commercial)',
      'Property seller (residential or commercial)',
      'Property renter (residential or commercial)',
      'Signup for our Newsletter',
    ]) {
      expect(screen.getByRole('option', { name: label })).toBeTruthy();
    }
    expect(screen.queryByRole('button')).toBeNull();
    expect(queryField(/^Email Address/)).toBeNull();
  });

  it.each([
    ['buyer', 'Join as a Buyer'],
    ['seller', 'Join as a Seller'],
    ['renter', 'Join as a Renter'],
    ['newsletter', 'Subscribe'],
  ])('presets the role from ?type=%s', async (type, button) => {
    renderJoin(`?type=${type}`);
    expect(await screen.findByRole('button', { name: button })).toBeTruthy();
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', type);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('ignores any other ?type value', () => {
    renderJoin('?type=admin');
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', '');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps ?type in step with the chosen role, without adding history entries', () => {
    renderJoin('?type=buyer&ref=home');
    const before = window.history.length;
    chooseRole('renter');
    expect(window.location.search).toBe('?type=renter&ref=home');
    expect(window.history.length).toBe(before);
  });

  it('shows the newsletter form as the email alone', async () => {
    renderJoin('?type=newsletter');
    expect((await screen.findByLabelText(/^Email Address/)).getAttribute('type')).toBe('email');
    expect(queryField(/^Full Name/)).toBeNull();
    expect(queryField(/^Phone Number/)).toBeNull();
  });
});

describe('join form: conditional fields and their resets', () => {
  it('asks for bedrooms for homes and a commercial type for commercial property, clearing both on change', () => {
    renderJoin();
    chooseRole('buyer');
    expect(queryField(/^Number of Bedrooms/)).toBeNull();
    expect(queryField(/^Commercial Property Type/)).toBeNull();

    fill(/^Property Type/, 'residential-house');
    fill(/^Number of Bedrooms/, '2-bedroom');
    fill(/^Property Type/, 'residential-apartment');
    expect(field(/^Number of Bedrooms/).value).toBe('');

    fill(/^Property Type/, 'commercial');
    expect(queryField(/^Number of Bedrooms/)).toBeNull();
    expect(field(/^Commercial Property Type/).required).toBe(true);
    fill(/^Commercial Property Type/, 'Warehouse');
    fill(/^Property Type/, 'residential-house');
    fill(/^Property Type/, 'commercial');
    expect(field(/^Commercial Property Type/).value).toBe('');
  });

  it('asks where when the buyer is elsewhere, clearing it when the location changes', () => {
    renderJoin('?type=buyer');
    fill(/^Where are you currently located/, 'other');
    fill(/^Please specify your location/, 'Netherlands');
    fill(/^Where are you currently located/, 'uk');
    expect(queryField(/^Please specify your location/)).toBeNull();
    fill(/^Where are you currently located/, 'other');
    expect(field(/^Please specify your location/).value).toBe('');
  });

  it('asks for the Accra area or the other region, clearing both when the region changes', () => {
    renderJoin();
    chooseRole('renter');
    fill(/^Preferred Region in Ghana/, 'accra');
    fill(/^Preferred Area in Accra/, 'East Legon');
    expect(queryField(/^Please specify the region/)).toBeNull();
    fill(/^Preferred Region in Ghana/, 'others');
    expect(queryField(/^Preferred Area in Accra/)).toBeNull();
    fill(/^Please specify the region/, 'Volta');
    fill(/^Preferred Region in Ghana/, 'accra');
    expect(field(/^Preferred Area in Accra/).value).toBe('');
    fill(/^Preferred Region in Ghana/, 'others');
    expect(field(/^Please specify the region/).value).toBe('');
  });

  it('asks the seller to describe other documentation, clearing it when documentation changes', () => {
    renderJoin();
    chooseRole('seller');
    expect(queryField(/^Please describe the documentation/)).toBeNull();
    fill(/^Documentation/, 'other');
    fill(/^Please describe the documentation/, 'Indenture');
    fill(/^Documentation/, 'full-title');
    expect(queryField(/^Please describe the documentation/)).toBeNull();
    fill(/^Documentation/, 'other');
    expect(field(/^Please describe the documentation/).value).toBe('');
  });

  it("marks every asterisked control required, with the browser's own checks off, and 4-row text areas", () => {
    renderJoin();
    chooseRole('seller');
    expect(document.querySelector('form')?.noValidate).toBe(true);
    for (const label of [/^Property Location/, /^Expected Selling Price/, /^Additional details or questions/]) {
      expect(field(label).required).toBe(true);
    }
    expect(field(/^Full Name/).required).toBe(true);
    expect(field(/^Documentation/).required).toBe(true);
    expect(field(/^Additional details or questions/).getAttribute('rows')).toBe('4');

    chooseRole('renter');
    expect(field(/^Rental Budget/).required).toBe(true);
    expect(field(/^What help do you need/).required).toBe(true);
    expect(field(/^Additional details \(optional\)/).required).toBe(false);

    chooseRole('buyer');
    expect(field(/^Additional requirements or questions/).required).toBe(true);
    // The seven services, and the optional newsletter box, which no visitor is made to tick.
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(8);
    expect(boxes.filter((box) => box.required)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Also send me the newsletter' })).toBeDefined();
  });

  it('ties every label to a control, the honeypot included', () => {
    renderJoin();
    for (const role of ['buyer', 'seller', 'renter', 'newsletter']) {
      chooseRole(role);
      for (const label of document.querySelectorAll('label')) {
        expect(label.htmlFor, label.textContent ?? '').not.toBe('');
        expect(document.getElementById(label.htmlFor), label.textContent ?? '').not.toBeNull();
      }
    }
    const honeypot = field('Leave this field empty');
    expect(honeypot.name).toBe('website');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('join form: how asked-for fields are marked', () => {
  it("says once what the asterisk means, hides the glyph from the fields' names and marks every such control", () => {
    renderJoin('?type=buyer');
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    fill(/^Property Type/, 'residential-house');

    for (const label of document.querySelectorAll('label, legend')) {
      const star = [...label.querySelectorAll('span')].find((span) => span.textContent?.trim() === '*');
      if (star) expect(star.getAttribute('aria-hidden'), label.textContent ?? '').toBe('true');
    }
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveProperty('required', true);
    for (const name of [
      'Property Type',
      'Number of Bedrooms',
      'Where are you currently located?',
      'Preferred Region in Ghana',
      'Budget Range',
    ]) {
      expect(screen.getByRole('combobox', { name }), name).toHaveProperty('required', true);
    }
    expect(screen.getByRole('group', { name: "Services you're interested in (required)" })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Additional requirements or questions' })).toHaveProperty(
      'required',
      true,
    );
    expect(screen.getByRole('combobox', { name: 'Country code' }).hasAttribute('aria-required')).toBe(false);
  });

  it('sets no length limit that would cut pasted text', () => {
    renderJoin();
    for (const role of ['buyer', 'seller', 'renter', 'newsletter']) {
      chooseRole(role);
      for (const control of document.querySelectorAll('input, textarea')) {
        expect(control.hasAttribute('maxlength'), `${role}: ${(control as HTMLInputElement).name}`).toBe(false);
      }
    }
  });
});

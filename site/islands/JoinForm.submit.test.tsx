// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_JOIN_FORM } from '#contract/leads/join-form';
import {
  chooseRole,
  fetchMock,
  field,
  fill,
  fillChoices,
  fillContact,
  jsonResponse,
  renderJoin,
  sentBody,
  setUp,
  submit,
  tearDown,
} from '../test/join-test-utils';

beforeEach(setUp);
afterEach(tearDown);

function fillBuyer(): void {
  fillContact();
  fill(/^Property Type/, 'residential-house');
  fill(/^Number of Bedrooms/, '3-bedroom');
  fill(/^Where are you currently located/, 'other');
  fill(/^Please specify your location/, 'Netherlands');
  fill(/^Preferred Region in Ghana/, 'accra');
  fill(/^Preferred Area in Accra/, 'East Legon');
  fill(/^Budget Range/, '75k-125k');
  fireEvent.click(screen.getByLabelText('Property valuation'));
  fireEvent.click(screen.getByLabelText('Legal advice / support'));
  fill(/^Additional requirements or questions/, 'Near a good school');
}

describe('join form: client validation', () => {
  it('asks the newsletter visitor for an email and sends nothing', async () => {
    renderJoin('?type=newsletter');
    submit('Subscribe');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Please enter your email address.')).toBeTruthy();
    expect(field(/^Email Address/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['name', 'email', 'phone'])('asks for the contact fields when %s is blank', async (blank) => {
    renderJoin('?type=buyer');
    fillBuyer();
    const label = { name: /^Full Name/, email: /^Email Address/, phone: /^Phone Number/ }[blank]!;
    fill(label, '   ');
    submit('Join as a Buyer');
    expect(await screen.findByText('Please fill in all required contact information fields.')).toBeTruthy();
    expect(document.activeElement).toBe(field(label));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('join form: submitting', () => {
  it('posts the whole form minus the role, every field present and services a list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    renderJoin('?type=buyer');
    fillBuyer();
    fill('Country code', 'CA');
    submit('Join as a Buyer');
    await screen.findByText('Successfully Submitted!');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/buyers');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const body = sentBody();
    expect(Object.keys(body).sort()).toEqual([...Object.keys(EMPTY_JOIN_FORM), 'firstTouch', 'website'].sort());
    expect(body).not.toHaveProperty('role');
    expect(body).toMatchObject({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '24 123 4567',
      countryCode: '+1',
      propertyType: 'residential-house',
      propertySubtype: '3-bedroom',
      commercialType: '',
      currentLocation: 'other',
      otherLocation: 'Netherlands',
      ghanaRegion: 'accra',
      accraArea: 'East Legon',
      otherRegion: '',
      budgetRange: '75k-125k',
      services: ['Property valuation', 'Legal advice / support'],
      contactDetails: 'Near a good school',
      sellingPrice: '',
      website: '',
    });
  });

  it('sends the default +233 and an empty services list when nothing is ticked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=renter');
    fillContact();
    fillChoices('renter');
    fill(/^Rental Budget/, 'GHS 8,000 monthly');
    fill(/^What help do you need/, 'Finding a landlord');
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/renters');
    expect(sentBody()).toMatchObject({
      countryCode: '+233',
      services: [],
      rentalBudget: 'GHS 8,000 monthly',
      details: '',
    });
  });

  it("sends the newsletter the address alone, nothing of another role's form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=buyer');
    fillBuyer();
    chooseRole('newsletter');
    fill(/^Email Address/, '  ama@example.com ');
    submit('Subscribe');
    await screen.findByText('Successfully Submitted!');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsletter');
    expect(sentBody()).toEqual({ email: 'ama@example.com', website: '' });
  });

  it("sends a lead form's hidden fields empty, whatever they held", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=buyer');
    fillBuyer();
    chooseRole('renter');
    fill(/^Rental Budget/, 'GHS 8,000 monthly');
    fill(/^What help do you need/, 'Finding a landlord');
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody()).toMatchObject({
      propertySubtype: '3-bedroom',
      accraArea: 'East Legon',
      currentLocation: '',
      otherLocation: '',
      budgetRange: '',
      services: [],
      contactDetails: '',
    });
  });

  it('shows Processing... while pending, then resets the form and clears the role on success', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderJoin('?type=newsletter');
    fill(/^Email Address/, 'ama@example.com');
    submit('Subscribe');

    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    submit('Processing...');
    await act(async () => answer(jsonResponse(201, { ok: true })));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Success!')).toBeTruthy();
    expect(within(toast).getByText('Thank you for subscribing to our newsletter!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Successfully Submitted!' }).getAttribute('aria-disabled')).toBe('true');
    submit('Successfully Submitted!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('I am a:'));
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.length).toBe(0);

    chooseRole('newsletter');
    expect(field(/^Email Address/).value).toBe('');
  });

  it('thanks a buyer, says so on the button for 3 seconds, then waits for a role with a blank form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=buyer');
    fillBuyer();
    submit('Join as a Buyer');
    expect(await screen.findByText("Thank you for joining our network. We'll be in touch soon!")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Successfully Submitted!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('button', { name: 'Successfully Submitted!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector('button[type="submit"]')).toBeNull();
    chooseRole('buyer');
    expect(screen.getByRole('button', { name: 'Join as a Buyer' })).toBeTruthy();
    expect(field(/^Full Name/).value).toBe('');
  });
});

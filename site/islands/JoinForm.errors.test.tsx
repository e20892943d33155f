// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchMock,
  field,
  fill,
  fillChoices,
  fillContact,
  jsonResponse,
  renderJoin,
  setUp,
  tearDown,
} from '../test/join-test-utils';

beforeEach(setUp);
afterEach(tearDown);

function submitSeller(): void {
  fillContact();
  fillChoices('seller');
  fill(/^Property Location/, 'Spintex, Accra');
  fill(/^Expected Selling Price/, 'GHS 1,500,000');
  fill(/^Additional details or questions/, 'Four bedrooms, walled');
  fireEvent.click(screen.getByRole('button', { name: 'Join as a Seller' }));
}

async function errorToast(): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('Error');
  return alert;
}

describe('join form: failures keep what was typed', () => {
  it("names the refused fields by their labels in the toast and puts each of the API's messages beside its field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { email: 'Enter a valid email address.' },
        },
      }),
    );
    renderJoin('?type=seller');
    submitSeller();
    const alert = await errorToast();
    expect(within(alert).getByText('Please check: Email Address.')).toBeTruthy();
    expect(within(alert).queryByText('Failed to submit form')).toBeNull();
    expect(screen.getByText('1 field needs your attention')).toBeTruthy();

    const email = field(/^Email Address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a valid email address.');
    expect(document.activeElement).toBe(email);
    expect(field(/^Property Location/).value).toBe('Spintex, Accra');
    expect(screen.getByRole('button', { name: 'Join as a Seller' }).hasAttribute('aria-disabled')).toBe(false);

    fill(/^Email Address/, 'ama@example.org');
    expect(field(/^Email Address/).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('shows the message of a 429 answer, the one answer whose own words go in the toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        error: { code: 'rate_limited', message: 'Too many submissions. Please try again in a minute.' },
      }),
    );
    renderJoin('?type=seller');
    submitSeller();
    expect(within(await errorToast()).getByText('Too many submissions. Please try again in a minute.')).toBeTruthy();
  });

  it.each([
    ['seller', 'Failed to submit form', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['newsletter', 'Failed to subscribe', new Response('<html>Bad gateway</html>', { status: 502 })],
    [
      'seller',
      'Failed to submit form',
      jsonResponse(500, { error: { code: 'internal', message: 'Internal error (request abc)' } }),
    ],
    ['newsletter', 'Failed to subscribe', jsonResponse(409, { error: { code: 'conflict', message: 'Conflict' } })],
  ])("shows the %s form's own failure text, titled Error: %s", async (role, text, response) => {
    fetchMock.mockResolvedValue(response);
    renderJoin(`?type=${role}`);
    if (role === 'seller') submitSeller();
    else {
      fill(/^Email Address/, 'ama@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    }
    expect(within(await errorToast()).getByText(text)).toBeTruthy();
    expect(field(/^Email Address/).value).toBe('ama@example.com');
  });

  it('says something went wrong when the network fails, and keeps the draft', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderJoin('?type=seller');
    submitSeller();
    expect(within(await errorToast()).getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(field(/^Full Name/).value).toBe('Ama Mensah');
    expect(window.sessionStorage.getItem('join-form-draft')).toContain('Spintex, Accra');
  });
});

// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseRole,
  fetchMock,
  field,
  fill,
  fillChoices,
  fillContact,
  jsonResponse,
  queryField,
  renderJoin,
  sentBody,
  setUp,
  submit,
  tearDown,
} from '../test/join-test-utils';

beforeEach(setUp);
afterEach(tearDown);

/** Makes the next fetch wait until the test answers it. */
function holdAnswer(): (response: Response | Error) => Promise<void> {
  let settle!: (response: Response | Error) => void;
  fetchMock.mockReturnValue(
    new Promise(
      (resolve, reject) => (settle = (answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
    ),
  );
  return (answer) => act(async () => settle(answer));
}

function fillSeller(): void {
  fillContact();
  fillChoices('seller');
  fill(/^Property Location/, 'Spintex, Accra');
  fill(/^Expected Selling Price/, 'GHS 1,500,000');
  fill(/^Additional details or questions/, 'Four bedrooms, walled');
}

/** Records whether the field already showed its error when focus arrived on it. */
function invalidWhenFocused(element: HTMLElement): () => string | null {
  let seen: string | null = 'never focused';
  element.addEventListener('focus', () => (seen = element.getAttribute('aria-invalid')));
  return () => seen;
}

describe('join form: keyboard focus while sending', () => {
  it.each([
    ['a server failure', jsonResponse(503, { error: { code: 'unavailable', message: 'Down for maintenance' } })],
    ['throttling', jsonResponse(429, { error: { code: 'too_many_requests', message: 'Please wait 30 seconds.' } })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('keeps focus on the button, which is never disabled, while sending and after %s', async (_case, failure) => {
    const answer = holdAnswer();
    renderJoin('?type=seller');
    fillSeller();
    const button = screen.getByRole('button', { name: 'Join as a Seller' });
    button.focus();
    submit('Join as a Seller');

    expect(button.textContent).toBe('Processing...');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);

    await answer(failure);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(button.textContent).toBe('Join as a Seller');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('join form: what was sent is what the answer is about', () => {
  it('keeps the role and the fields read-only while sending, so a success wipes nothing newer', async () => {
    const answer = holdAnswer();
    renderJoin('?type=seller');
    fillSeller();
    submit('Join as a Seller');

    const role = screen.getByLabelText('I am a:');
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.hasAttribute('disabled')).toBe(false);
    expect(field(/^Full Name/).readOnly).toBe(true);
    expect(field(/^Property Type/).getAttribute('aria-disabled')).toBe('true');
    expect(field('Country code').getAttribute('aria-disabled')).toBe('true');

    chooseRole('renter');
    fill(/^Full Name/, 'Someone Else');
    fill(/^Property Type/, 'commercial');
    expect(role).toHaveProperty('value', 'seller');
    expect(field(/^Full Name/).value).toBe('Ama Mensah');
    expect(field(/^Property Type/).value).toBe('residential-house');
    expect(queryField(/^Commercial Property Type/)).toBeNull();

    await answer(jsonResponse(201, {}));
    expect(sentBody()).toMatchObject({ name: 'Ama Mensah', propertyType: 'residential-house' });
    expect(screen.getByRole('button', { name: 'Successfully Submitted!' })).toBeTruthy();
    chooseRole('seller');
    expect(field(/^Full Name/).readOnly).toBe(false);
    expect(field(/^Full Name/).value).toBe('');
  });

  it("puts the answer's field messages on the form that was sent", async () => {
    const answer = holdAnswer();
    renderJoin('?type=seller');
    fillSeller();
    submit('Join as a Seller');
    chooseRole('newsletter');

    await answer(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { phone: 'Please enter a phone number of 6 to 20 digits.' },
        },
      }),
    );
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', 'seller');
    expect(field(/^Phone Number/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Phone Number/));
  });
});

describe('join form: focus lands on a field that already shows its error', () => {
  it('after the client check', () => {
    renderJoin('?type=newsletter');
    const seen = invalidWhenFocused(field(/^Email Address/));
    submit('Subscribe');
    expect(seen()).toBe('true');
  });

  it("after the server's field messages", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { email: 'Please enter a valid email address.' },
        },
      }),
    );
    renderJoin('?type=seller');
    fillSeller();
    const seen = invalidWhenFocused(field(/^Email Address/));
    submit('Join as a Seller');
    await waitFor(() => expect(seen()).not.toBe('never focused'));
    expect(seen()).toBe('true');
    expect(within(screen.getByRole('alert')).getByText('Please check: Email Address.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_FIRST_TOUCH } from '#contract/leads/first-touch';
import { recordFirstTouch } from '../lib/record-first-touch';
import {
  chooseRole,
  fetchMock,
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

function fillRenter(): void {
  fillContact();
  fillChoices('renter');
  fill(/^Rental Budget/, 'GHS 8,000 a month');
  fill(/^What help do you need/, 'Viewings');
}

describe('join form: where the visit began', () => {
  it('sends the first touch recorded on the landing page, once per visit, with the lead', async () => {
    window.history.replaceState(null, '', '/?utm_source=facebook&utm_campaign=east-legon&utm_medium=cpc');
    recordFirstTouch();
    window.history.replaceState(null, '', '/blog?utm_source=twitter');
    recordFirstTouch();
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=renter');
    fillRenter();
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody().firstTouch).toEqual({
      ...NO_FIRST_TOUCH,
      utmSource: 'facebook',
      utmCampaign: 'east-legon',
      utmMedium: 'cpc',
      landingPath: '/',
    });
  });

  it('sends an empty first touch when nothing was recorded, and a tampered record made fit for the API', async () => {
    window.sessionStorage.setItem(
      'first-touch',
      JSON.stringify({ utmSource: `fb\u0000${'x'.repeat(300)}`, utmTerm: 7, evil: 'yes' }),
    );
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=renter');
    fillRenter();
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody().firstTouch).toEqual({ ...NO_FIRST_TOUCH, utmSource: `fb${'x'.repeat(98)}` });
  });

  it('does not send a first touch with a newsletter sign-up', async () => {
    window.history.replaceState(null, '', '/?utm_source=facebook');
    recordFirstTouch();
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=newsletter');
    fill(/^Email Address/, 'ama@example.com');
    submit('Subscribe');
    await screen.findByText('Successfully Submitted!');
    expect(Object.keys(sentBody()).sort()).toEqual(['email', 'website']);
  });
});

describe('join form: consent and the newsletter box', () => {
  it.each(['buyer', 'seller', 'renter', 'newsletter'])(
    'says what the %s form is for beside its button, with a link to /privacy',
    (role) => {
      renderJoin();
      chooseRole(role);
      const link = screen.getByRole('link', { name: 'Privacy Notice' });
      expect(link.getAttribute('href')).toBe('/privacy');
      expect(link.closest('p')?.textContent).toMatch(
        role === 'newsletter' ? /only to send you our newsletter/ : /only to answer your request/,
      );
    },
  );

  it('offers the box on the lead forms only, unticked, and sends yes when ticked', async () => {
    renderJoin('?type=newsletter');
    expect(screen.queryByLabelText('Also send me the newsletter')).toBeNull();
    chooseRole('renter');
    const box = screen.getByLabelText<HTMLInputElement>('Also send me the newsletter');
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    fillRenter();
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody().newsletter).toBe('yes');
  });

  it('sends the newsletter field empty when the box is left alone', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    renderJoin('?type=renter');
    fillRenter();
    submit('Join as a Renter');
    await screen.findByText('Successfully Submitted!');
    expect(sentBody().newsletter).toBe('');
  });
});

// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../AdminApp';
import {
  ADMIN,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';
import { ChangePasswordForm } from '../account/ChangePasswordForm';

afterEach(tearDown);

const bodyOf = (path: string) =>
  JSON.parse(String(fetchMock.mock.calls.filter(([input]) => input === path).at(-1)?.[1]?.body));
const NEVER = () => new Promise<Response>(() => {}) as unknown as Response;

function typeNewPassword(password: string, repeated = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: repeated } });
}

describe('choosing a new password in place of a temporary one', () => {
  beforeEach(() => setUp('/admin'));

  it('shows after sign-in, checks the two match, and saving goes on to the dashboard', async () => {
    let state: object = { authenticated: false, passwordChangeRequired: true, user: ADMIN };
    route({
      'GET /api/admin/check': () => jsonResponse(200, state),
      'POST /api/admin/login/new-password': () => (
        (state = { authenticated: true, user: ADMIN }),
        jsonResponse(200, { user: ADMIN })
      ),
      'GET /api/admin/stats': NEVER,
    });
    render(<AdminApp />);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText(/your password was set by someone else/)).toBeTruthy();

    typeNewPassword('my-own-password', 'my-own-passwrod');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      (await screen.findByText('The two passwords are not the same. Please type the new one again.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
    expect(calls()).not.toContain('POST /api/admin/login/new-password');

    typeNewPassword('my-own-password');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(bodyOf('/api/admin/login/new-password')).toEqual({ password: 'my-own-password' });
  });

  it("shows the server's refusal beside the fields", async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: false, passwordChangeRequired: true, user: ADMIN }),
      'POST /api/admin/login/new-password': errorResponse(400, 'Please check the highlighted fields.', {
        password: 'Please choose a password of your own, not the one you were given.',
      }),
    });
    render(<AdminApp />);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    typeNewPassword('given-by-the-admin');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      (await screen.findByText('Please choose a password of your own, not the one you were given.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
  });
});

describe('"Forgot your password?" on the sign-in screen', () => {
  beforeEach(() => setUp('/admin'));

  it('with email set up: asks for a username or address and shows the one answer', async () => {
    const answer =
      'If that is an account with an email address, a link to choose a new password is on its way. It works for 30 minutes.';
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: false }),
      'GET /api/admin/password-reset': jsonResponse(200, { byEmail: true }),
      'POST /api/admin/password-reset': jsonResponse(202, { message: answer }),
    });
    render(<AdminApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(await screen.findByLabelText('Username or email address'), {
      target: { value: ' ama@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByText(answer)).getAttribute('role')).toBe('status');
    expect(bodyOf('/api/admin/password-reset')).toEqual({ login: 'ama@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('without email: says to ask an admin or use the command line, and shows no form', async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: false }),
      'GET /api/admin/password-reset': jsonResponse(200, { byEmail: false }),
    });
    render(<AdminApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByText(/Please ask an admin to set a new password for you/)).toBeTruthy();
    expect(screen.getByText('npm run admin -- reset-password <username>')).toBeTruthy();
    expect(screen.queryByLabelText('Username or email address')).toBeNull();
  });
});

describe('the reset link page', () => {
  it('sets the password with the token from the link, whoever is signed in, then points to sign in', async () => {
    setUp('/admin/reset-password?token=7.abc.xyz');
    route({ 'POST /api/admin/password-reset/complete': jsonResponse(200, { reset: true }) });
    render(<AdminApp />);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    typeNewPassword('found-my-way-back');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByText(/Your new password is saved/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/admin');
    expect(bodyOf('/api/admin/password-reset/complete')).toEqual({ token: '7.abc.xyz', password: 'found-my-way-back' });
    // The page never asked who is signed in.
    expect(calls()).toEqual(['POST /api/admin/password-reset/complete']);
  });

  it('says when the link has run out or was used', async () => {
    setUp('/admin/reset-password?token=7.abc.xyz');
    route({
      'POST /api/admin/password-reset/complete': errorResponse(
        400,
        'This link has run out or has been used already. Please ask for a new one.',
      ),
    });
    render(<AdminApp />);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    typeNewPassword('found-my-way-back');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      (
        await screen.findByText('This link has run out or has been used already. Please ask for a new one.')
      ).getAttribute('role'),
    ).toBe('alert');
  });
});

describe('changing your own password on the Account screen', () => {
  beforeEach(() => setUp('/admin/account'));

  it('sends the current and the new password; a wrong current one shows beside its field', async () => {
    let right = false;
    route({
      'POST /api/admin/account/password': () =>
        right
          ? jsonResponse(200, { user: ADMIN })
          : errorResponse(403, 'That password is not right.', { currentPassword: 'That password is not right.' }),
    });
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not-it' } });
    typeNewPassword('a-better-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That password is not right.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    right = true;
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the-old-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(bodyOf('/api/admin/account/password')).toEqual({
      currentPassword: 'the-old-password',
      newPassword: 'a-better-password',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a new password shorter than the rules before sending it', async () => {
    route({});
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the-old-password' } });
    typeNewPassword('short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a password of at least 10 characters.');
    expect(calls()).toEqual([]);
  });
});

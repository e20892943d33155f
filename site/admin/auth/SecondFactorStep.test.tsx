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
  route,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';

beforeEach(() => setUp('/admin'));
afterEach(tearDown);

const toastText = () =>
  screen
    .getAllByTestId('toast')
    .map((toast) => toast.textContent)
    .join(' | ');
const bodyOf = (path: string) =>
  JSON.parse(String(fetchMock.mock.calls.filter(([input]) => input === path).at(-1)?.[1]?.body));

async function passwordStep() {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'chief' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/**
 * The server as a sign-in with a second factor meets it: the check answers by `state`, the code step by `codeAnswer`.
 */
function serve(codeAnswer: () => Response) {
  let state: object = { authenticated: false };
  route({
    'GET /api/admin/check': () => jsonResponse(200, state),
    'POST /api/admin/login': () => (
      (state = { authenticated: false, secondFactorRequired: true }),
      jsonResponse(200, { secondFactorRequired: true })
    ),
    'POST /api/admin/login/second-factor': () => {
      const answer = codeAnswer();
      if (answer.ok) state = { authenticated: true, user: ADMIN };
      return answer;
    },
    'GET /api/admin/stats': () => new Promise<Response>(() => {}) as unknown as Response,
  });
}

describe('signing in with a second factor', () => {
  it('asks for the code after the password; a wrong one is refused and cleared, the right one signs in', async () => {
    let right = false;
    serve(() =>
      right ? jsonResponse(200, { user: ADMIN }) : errorResponse(401, 'That code is not right. Please try again.'),
    );
    render(<AdminApp />);
    await passwordStep();
    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toastText()).toBe('Login failedThat code is not right. Please try again.'));
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');

    right = true;
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(bodyOf('/api/admin/login/second-factor')).toEqual({ code: '123456' });
    expect(toastText()).toContain('Login successfulWelcome to the admin dashboard');
  });

  it('takes a recovery code instead, and shows the code step again after a reload mid-way', async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: false, secondFactorRequired: true }),
      'POST /api/admin/login/second-factor': jsonResponse(200, { user: ADMIN }),
    });
    render(<AdminApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-efgh-ijkl-mnop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls()).toContain('POST /api/admin/login/second-factor'));
    expect(bodyOf('/api/admin/login/second-factor')).toEqual({ recoveryCode: 'abcd-efgh-ijkl-mnop' });
  });

  it('a sign-in that ran out goes back to the password', async () => {
    serve(() =>
      jsonResponse(401, { error: { code: 'sign_in_expired', message: 'Please sign in with your password again.' } }),
    );
    render(<AdminApp />);
    await passwordStep();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Password');
    expect(toastText()).toBe('Login failedPlease sign in with your password again.');
  });

  it('an account that must set up a second factor sees the setup screen, not the shell', async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: false, secondFactorSetupRequired: true, user: ADMIN }),
    });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back-office' })).toBeNull();
  });
});

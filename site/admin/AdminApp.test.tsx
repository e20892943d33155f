// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from './AdminApp';
import { ADMIN_ROUTES } from './admin-routes';
import {
  ADMIN,
  STAFF,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  route,
  setUp,
  tearDown,
} from '../test/admin-test-utils';

beforeEach(() => setUp('/admin/newsletter'));
afterEach(tearDown);

const NOT_SIGNED_IN = jsonResponse(200, { authenticated: false });
const SUBSCRIBERS = jsonResponse(200, { newsletters: [] });

async function signIn(username = 'chief', password = 'correct-horse-battery') {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function toastText(): string {
  return screen
    .getAllByTestId('toast')
    .map((toast) => toast.textContent)
    .join(' | ');
}

describe('admin app: authentication', () => {
  it("says 'Checking authentication...' until the check answers, then shows the login screen", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<AdminApp />);
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    answer(NOT_SIGNED_IN.clone());
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(calls()).toEqual(['GET /api/admin/check']);
  });

  it('counts a failing check as not signed in', async () => {
    route({ 'GET /api/admin/check': errorResponse(500, 'Database down') });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it("a wrong password: 'Login failed' / 'Invalid username or password', and the form is back", async () => {
    route({
      'GET /api/admin/check': NOT_SIGNED_IN,
      'POST /api/admin/login': errorResponse(401, 'Invalid username or password.'),
    });
    render(<AdminApp />);
    await signIn('chief', 'wrong-password');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(toastText()).toBe('Login failedInvalid username or password'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it("no connection: 'Error' / 'Failed to connect to server'", async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/admin/check') return NOT_SIGNED_IN.clone();
      throw new TypeError('Failed to fetch');
    });
    render(<AdminApp />);
    await signIn();
    await waitFor(() => expect(toastText()).toBe('ErrorFailed to connect to server'));
  });

  it('a sign-in whose session does not hold: one re-check, a toast saying so, and the form back', async () => {
    route({ 'GET /api/admin/check': NOT_SIGNED_IN, 'POST /api/admin/login': jsonResponse(200, { user: ADMIN }) });
    render(<AdminApp />);
    await signIn();
    await waitFor(() => expect(toastText()).toMatch(/^Login failedSigned in, but the session could not be kept/));
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(calls()).toEqual(['GET /api/admin/check', 'POST /api/admin/login', 'GET /api/admin/check']);
  });

  it("a good sign-in: 'Login successful', a re-check, then the shell on the screen of the address", async () => {
    let signedIn = false;
    route({
      'GET /api/admin/check': () =>
        jsonResponse(200, signedIn ? { authenticated: true, user: ADMIN } : { authenticated: false }),
      'POST /api/admin/login': () => ((signedIn = true), jsonResponse(200, { user: ADMIN })),
      'GET /api/newsletters': SUBSCRIBERS,
    });
    render(<AdminApp />);
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeTruthy();
    expect(toastText()).toBe('Login successfulWelcome to the admin dashboard');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([input]) => input === '/api/admin/login')?.[1]?.body));
    expect(body).toEqual({ username: 'chief', password: 'correct-horse-battery' });
    expect(screen.getByRole('link', { name: 'Newsletter' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('chief')).toBeTruthy();
  });

  it("greets a plain user without calling them an admin: 'Welcome to the back-office'", async () => {
    let signedIn = false;
    route({
      'GET /api/admin/check': () =>
        jsonResponse(200, signedIn ? { authenticated: true, user: STAFF } : { authenticated: false }),
      'POST /api/admin/login': () => ((signedIn = true), jsonResponse(200, { user: STAFF })),
      'GET /api/newsletters': SUBSCRIBERS,
    });
    render(<AdminApp />);
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeTruthy();
    expect(toastText()).toBe('Login successfulWelcome to the back-office');
  });

  it('asks who is signed in once, however many parts of the app read it', async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: true, user: ADMIN }),
      'GET /api/newsletters': SUBSCRIBERS,
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
    });
    render(<AdminApp />);
    const nav = await screen.findByRole('navigation', { name: 'Back-office' });
    fireEvent.click(within(nav).getByRole('link', { name: 'User Management' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
    expect(calls().filter((call) => call === 'GET /api/admin/check')).toHaveLength(1);
  });
});

describe('admin app: the shell', () => {
  it('shows User Management only to role admin, and tells a user who opens it that it is not allowed', async () => {
    window.history.replaceState(null, '', '/admin/users');
    setUp('/admin/users');
    route({ 'GET /api/admin/check': jsonResponse(200, { authenticated: true, user: STAFF }) });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Callable now',
      'Buyer Leads',
      'Seller Leads',
      'Renter Leads',
      'Newsletter',
      'Notifications',
      'Account',
    ]);
    expect(calls()).not.toContain('GET /api/admin/users');
  });

  it('lists every route of the table for an admin and moves between screens without a reload', async () => {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: true, user: ADMIN }),
      'GET /api/newsletters': SUBSCRIBERS,
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
    });
    render(<AdminApp />);
    const nav = await screen.findByRole('navigation', { name: 'Back-office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_ROUTES.map((entry) => entry.label));
    fireEvent.click(within(nav).getByRole('link', { name: 'User Management' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/users');
    expect(within(nav).getByRole('link', { name: 'User Management' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('User Management | Your home in Ghana');
  });

  /** Logs out with the server answering `answer`; resolves once the page has been sent to /admin. */
  async function logOut(answer: Response) {
    route({
      'GET /api/admin/check': jsonResponse(200, { authenticated: true, user: ADMIN }),
      'GET /api/newsletters': SUBSCRIBERS,
      'POST /api/admin/logout': answer,
    });
    const assigned: string[] = [];
    const original = window.location.assign;
    window.location.assign = (url: string | URL) => void assigned.push(String(url));
    try {
      render(<AdminApp />);
      fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(assigned).toEqual(['/admin']));
    } finally {
      window.location.assign = original;
    }
  }

  it('logs out with POST /api/admin/logout, then reloads /admin even when that fails', async () => {
    await logOut(errorResponse(500, 'x'));
    expect(calls()).toContain('POST /api/admin/logout');
  });

  it('stays on the shell until the reload when the session had already ended (logout answers 401)', async () => {
    await logOut(errorResponse(401, 'Not signed in.'));
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).toBeNull();
  });
});

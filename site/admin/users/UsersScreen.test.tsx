// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import {
  ADMIN,
  STAFF,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';
import { UsersScreen } from './UsersScreen';

beforeEach(() => setUp('/admin/users'));
afterEach(tearDown);

function renderScreen() {
  return renderWithQueries(
    <>
      <UsersScreen currentUser={ADMIN} />
      <Toaster />
    </>,
  );
}

function sentBody(key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
  return JSON.parse(String(call?.[1]?.body));
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('user management screen', () => {
  it('lists users with their details, without delete for user 1', async () => {
    route({ 'GET /api/admin/users': jsonResponse(200, { users: [STAFF, ADMIN] }) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Users (2)' })).toBeTruthy();
    expect(screen.getByText('Created: Jun 6, 2025')).toBeTruthy();
    expect(screen.getByText('Last login: Jun 7, 2025')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete chief' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete ama' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'admin' } });
    expect(screen.getByRole('heading', { name: 'Users (1)' })).toBeTruthy();
    fill('Search users', 'nobody');
    expect(screen.getByText('No users found matching your criteria.')).toBeTruthy();
  });

  it('creates a user: the password is required, then the list refetches', async () => {
    let users = [ADMIN];
    route({
      'GET /api/admin/users': () => jsonResponse(200, { users }),
      'POST /api/admin/users': () => ((users = [STAFF, ADMIN]), jsonResponse(201, { user: STAFF })),
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'Users (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('user');
    fill(/^Username/, 'ama');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Please enter a password.')).toBeTruthy();
    expect(calls()).not.toContain('POST /api/admin/users');

    fill(/^Password/, 'correct-horse-battery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('heading', { name: 'Users (2)' })).toBeTruthy();
    expect(sentBody('POST /api/admin/users')).toEqual({
      username: 'ama',
      email: null,
      role: 'user',
      password: 'correct-horse-battery',
      sendsCampaigns: false,
    });
    expect(screen.getByTestId('toast').textContent).toBe('User createdNew user has been successfully created.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message by the field and in the toast as '<status>: <text>'", async () => {
    route({
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
      'POST /api/admin/users': errorResponse(400, 'Please use at least 10 characters.', {
        password: 'Please use at least 10 characters.',
      }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    fill(/^Username/, 'ama');
    fill(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Error creating userPlease use at least 10 characters.'),
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create User' })).toHaveProperty('disabled', false);
  });

  it('edits a user without sending an empty password', async () => {
    route({
      'GET /api/admin/users': jsonResponse(200, { users: [STAFF, ADMIN] }),
      'PUT /api/admin/users/2': jsonResponse(200, { user: STAFF }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ama' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    fill('Role', 'admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('User updatedUser has been successfully updated.'),
    );
    expect(sentBody('PUT /api/admin/users/2')).toEqual({
      username: 'ama',
      email: null,
      role: 'admin',
      sendsCampaigns: false,
    });
  });

  it('tags the users allowed to send campaigns, not admins (who always may)', async () => {
    const sender = { ...STAFF, id: 3, username: 'esi', sendsCampaigns: true };
    route({ 'GET /api/admin/users': jsonResponse(200, { users: [sender, STAFF, ADMIN] }) });
    renderScreen();
    await screen.findByRole('heading', { name: 'Users (3)' });
    const rowOf = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;
    expect(within(rowOf('esi')).getByText('Campaigns').getAttribute('title')).toBe('May send newsletter campaigns');
    expect(within(rowOf('ama')).queryByText('Campaigns')).toBeNull();
    expect(within(rowOf('chief')).queryByText('Campaigns')).toBeNull();
  });

  it('creates a user allowed to send campaigns', async () => {
    route({
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
      'POST /api/admin/users': jsonResponse(201, { user: { ...STAFF, sendsCampaigns: true } }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    const box = within(dialog).getByRole('checkbox', { name: 'May send newsletter campaigns' }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([false, false]);
    fireEvent.click(box);
    fill(/^Username/, 'ama');
    fill(/^Password/, 'correct-horse-battery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(calls()).toContain('POST /api/admin/users'));
    expect(sentBody('POST /api/admin/users')).toMatchObject({ username: 'ama', role: 'user', sendsCampaigns: true });
  });

  it("withdraws a user's allowance, and shows the server's refusal by the box", async () => {
    route({
      'GET /api/admin/users': jsonResponse(200, { users: [{ ...STAFF, sendsCampaigns: true }, ADMIN] }),
      'PUT /api/admin/users/2': errorResponse(400, 'Please check the form.', {
        sendsCampaigns: 'Please say with true or false whether they may send newsletter campaigns.',
      }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ama' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    const box = within(dialog).getByRole('checkbox', { name: 'May send newsletter campaigns' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(sentBody('PUT /api/admin/users/2')).toMatchObject({ role: 'user', sendsCampaigns: false });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please say with true or false whether they may send newsletter campaigns.',
    );
  });

  it('deletes after confirming, and reports a refusal', async () => {
    route({
      'GET /api/admin/users': jsonResponse(200, { users: [STAFF, ADMIN] }),
      'DELETE /api/admin/users/2': errorResponse(409, 'This is the last admin.'),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ama' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Error deleting userThis is the last admin.'),
    );
  });
});

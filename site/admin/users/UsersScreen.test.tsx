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
    expect(sentBody('PUT /api/admin/users/2')).toEqual({ username: 'ama', email: null, role: 'admin' });
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

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import {
  ADMIN,
  STAFF,
  calls,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';
import { UsersScreen } from './UsersScreen';

beforeEach(() => setUp('/admin/users'));
afterEach(tearDown);

describe('users screen: second factors', () => {
  it("shows who has 2FA on, and an admin resets another user's after confirming", async () => {
    let staff = { ...STAFF, secondFactorEnabled: true };
    const me = { ...ADMIN, secondFactorEnabled: true };
    route({
      'GET /api/admin/users': () => jsonResponse(200, { users: [staff, me] }),
      [`POST /api/admin/users/${STAFF.id}/second-factor/reset`]: () => (
        (staff = { ...staff, secondFactorEnabled: false }),
        jsonResponse(200, { user: staff })
      ),
    });
    renderWithQueries(
      <>
        <UsersScreen currentUser={me} />
        <Toaster />
      </>,
    );
    await screen.findByRole('heading', { name: 'Users (2)' });
    expect(screen.getAllByText('2FA on')).toHaveLength(2);
    // Your own goes through the Account screen, which asks for your password.
    expect(screen.queryByRole('button', { name: 'Reset second factor of chief' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset second factor of ama' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset second factor' });
    expect(dialog.textContent).toContain('Turn off two-factor authentication for ama?');
    expect(calls()).not.toContain(`POST /api/admin/users/${STAFF.id}/second-factor/reset`);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getAllByText('2FA on')).toHaveLength(1));
    expect(calls()).toContain(`POST /api/admin/users/${STAFF.id}/second-factor/reset`);
    expect(screen.queryByRole('button', { name: 'Reset second factor of ama' })).toBeNull();
    expect(screen.getByTestId('toast').textContent).toContain('Second factor reset');
  });
});

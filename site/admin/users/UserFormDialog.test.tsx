// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../lib/session';
import { ADMIN, renderWithQueries, setUp, STAFF, tearDown } from '../../test/admin-test-utils';
import { UserFormDialog } from './UserFormDialog';

beforeEach(() => {
  setUp('/admin/users');
  setSession({ status: 'authenticated', user: ADMIN });
});
afterEach(tearDown);

const hintOfPassword = () => {
  const field = screen.getByLabelText(/^Password/);
  return field
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('the user form says what a new password does', () => {
  it("for someone else's account: it is temporary", () => {
    renderWithQueries(
      <UserFormDialog mode={{ kind: 'edit', user: STAFF }} onClose={() => {}} onSaved={async () => {}} />,
    );
    expect(hintOfPassword()).toBe(
      'Leave empty to keep the current password. A new one is temporary: they choose their own at their next sign-in.',
    );
  });

  it('for a new account: it is temporary too', () => {
    renderWithQueries(<UserFormDialog mode={{ kind: 'create' }} onClose={() => {}} onSaved={async () => {}} />);
    expect(hintOfPassword()).toBe(
      'At least 10 characters. It is temporary: they choose their own at their first sign-in.',
    );
  });

  it('for your own: there is no password field, only where to change it', () => {
    renderWithQueries(
      <UserFormDialog mode={{ kind: 'edit', user: ADMIN }} onClose={() => {}} onSaved={async () => {}} />,
    );
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(
      screen.getByText('Your own password is changed on the Account screen, which asks for your current one.'),
    ).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
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

describe('the user form asks whether a user may send newsletter campaigns', () => {
  const box = () => screen.getByRole('checkbox', { name: 'May send newsletter campaigns' }) as HTMLInputElement;
  const hint = () => document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent;

  it('for an admin the box is ticked and fixed, with the reason; made a user, it is theirs to tick', () => {
    const other = { ...ADMIN, id: 5, username: 'kojo' };
    renderWithQueries(
      <UserFormDialog mode={{ kind: 'edit', user: other }} onClose={() => {}} onSaved={async () => {}} />,
    );
    expect([box().checked, box().disabled]).toEqual([true, true]);
    expect(hint()).toBe('Admins always may.');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'user' } });
    // Not carried over from the admin role: the user may send only if the box is ticked now.
    expect([box().checked, box().disabled]).toEqual([false, false]);
    expect(hint()).toBeUndefined();
    fireEvent.click(box());
    expect(box().checked).toBe(true);
  });

  it('for a user it shows their allowance', () => {
    renderWithQueries(
      <UserFormDialog
        mode={{ kind: 'edit', user: { ...STAFF, sendsCampaigns: true } }}
        onClose={() => {}}
        onSaved={async () => {}}
      />,
    );
    expect([box().checked, box().disabled]).toEqual([true, false]);
  });
});

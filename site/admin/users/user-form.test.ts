import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF } from '../../test/admin-test-utils';
import { initialUserValues, userPayload } from './user-form';

describe('user form rules', () => {
  it('starts a new user empty with the role user, and an edit from the user without a password', () => {
    expect(initialUserValues({ kind: 'create' })).toEqual({
      username: '',
      email: '',
      password: '',
      role: 'user',
      sendsCampaigns: false,
    });
    expect(initialUserValues({ kind: 'edit', user: STAFF })).toEqual({
      username: 'ama',
      email: '',
      password: '',
      role: 'user',
      sendsCampaigns: false,
    });
  });

  it("starts an edit from a user's campaign allowance, and an admin's unticked (admins always may)", () => {
    expect(initialUserValues({ kind: 'edit', user: { ...STAFF, sendsCampaigns: true } }).sendsCampaigns).toBe(true);
    expect(initialUserValues({ kind: 'edit', user: ADMIN }).sendsCampaigns).toBe(false);
  });

  it('sends the allowance ticked for a user, and false for an admin, whose box says nothing', () => {
    const ticked = { username: 'ama', email: '', password: 'a-good-password', sendsCampaigns: true } as const;
    expect(userPayload({ kind: 'create' }, { ...ticked, role: 'user' })).toMatchObject({
      payload: { role: 'user', sendsCampaigns: true },
    });
    expect(userPayload({ kind: 'edit', user: STAFF }, { ...ticked, role: 'admin' })).toMatchObject({
      payload: { role: 'admin', sendsCampaigns: false },
    });
  });

  it('requires a username, and a password only when creating', () => {
    expect(
      userPayload({ kind: 'create' }, { username: '  ', email: '', password: '', role: 'user', sendsCampaigns: false }),
    ).toEqual({
      errors: { username: 'Please enter a username.', password: 'Please enter a password.' },
    });
    expect(
      userPayload(
        { kind: 'edit', user: STAFF },
        { username: 'ama', email: '', password: '', role: 'user', sendsCampaigns: false },
      ),
    ).toEqual({
      payload: { username: 'ama', email: null, role: 'user', sendsCampaigns: false },
    });
  });

  it('sends a password on edit only when one was typed, and an empty email as none', () => {
    const result = userPayload(
      { kind: 'edit', user: STAFF },
      {
        username: ' ama ',
        email: ' ama@example.com ',
        password: 'a-new-password',
        role: 'admin',
        sendsCampaigns: false,
      },
    );
    expect(result).toEqual({
      payload: {
        username: 'ama',
        email: 'ama@example.com',
        role: 'admin',
        password: 'a-new-password',
        sendsCampaigns: false,
      },
    });
  });

  it('leaves the length rule to the server, whose message the form shows', () => {
    expect(
      userPayload(
        { kind: 'create' },
        { username: 'kofi', email: '', password: 'short', role: 'user', sendsCampaigns: false },
      ),
    ).toEqual({
      payload: { username: 'kofi', email: null, role: 'user', password: 'short', sendsCampaigns: false },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { STAFF } from '../../test/admin-test-utils';
import { initialUserValues, userPayload } from './user-form';

describe('user form rules', () => {
  it('starts a new user empty with the role user, and an edit from the user without a password', () => {
    expect(initialUserValues({ kind: 'create' })).toEqual({ username: '', email: '', password: '', role: 'user' });
    expect(initialUserValues({ kind: 'edit', user: STAFF })).toEqual({
      username: 'ama',
      email: '',
      password: '',
      role: 'user',
    });
  });

  it('requires a username, and a password only when creating', () => {
    expect(userPayload({ kind: 'create' }, { username: '  ', email: '', password: '', role: 'user' })).toEqual({
      errors: { username: 'Please enter a username.', password: 'Please enter a password.' },
    });
    expect(
      userPayload({ kind: 'edit', user: STAFF }, { username: 'ama', email: '', password: '', role: 'user' }),
    ).toEqual({
      payload: { username: 'ama', email: null, role: 'user' },
    });
  });

  it('sends a password on edit only when one was typed, and an empty email as none', () => {
    const result = userPayload(
      { kind: 'edit', user: STAFF },
      { username: ' ama ', email: ' ama@example.com ', password: 'a-new-password', role: 'admin' },
    );
    expect(result).toEqual({
      payload: { username: 'ama', email: 'ama@example.com', role: 'admin', password: 'a-new-password' },
    });
  });

  it('leaves the length rule to the server, whose message the form shows', () => {
    expect(userPayload({ kind: 'create' }, { username: 'kofi', email: '', password: 'short', role: 'user' })).toEqual({
      payload: { username: 'kofi', email: null, role: 'user', password: 'short' },
    });
  });
});

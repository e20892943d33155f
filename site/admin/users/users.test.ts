import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF } from '../../test/admin-test-utils';
import { canDeleteUser, filterUsers } from './users';

describe('user list rules', () => {
  it('searches username and email ignoring case, and filters by role', () => {
    const users = [ADMIN, STAFF];
    expect(filterUsers(users, 'CHIEF@EX', 'all')).toEqual([ADMIN]);
    expect(filterUsers(users, 'AMA', 'all')).toEqual([STAFF]);
    expect(filterUsers(users, '', 'user')).toEqual([STAFF]);
    expect(filterUsers(users, 'ama', 'admin')).toEqual([]);
  });

  it('never offers to delete user 1 or yourself', () => {
    expect(canDeleteUser(ADMIN, STAFF)).toBe(false);
    expect(canDeleteUser(STAFF, STAFF)).toBe(false);
    expect(canDeleteUser(STAFF, ADMIN)).toBe(true);
  });
});

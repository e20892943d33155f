import { ADMIN_ROLES, type AdminRole, type AdminUser } from '#contract/admin-users/admin-users-api';

/** The role options as the screens show them. */
export const ROLE_LABELS: Record<AdminRole, string> = { admin: 'Admin', user: 'User' };
export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);

/** The search matches username and email; the role filter matches the role ('all' for none). */
export function filterUsers(users: readonly AdminUser[], search: string, role: AdminRole | 'all'): AdminUser[] {
  const needle = search.trim().toLocaleLowerCase();
  return users.filter(
    (user) =>
      (role === 'all' || user.role === role) &&
      (needle === '' ||
        user.username.toLocaleLowerCase().includes(needle) ||
        (user.email ?? '').toLocaleLowerCase().includes(needle)),
  );
}

/**
 * User 1 can never be deleted, nor can anyone delete their own account: the
 * back-office always keeps its first admin, and nobody locks themselves out.
 */
export function canDeleteUser(user: AdminUser, currentUser: AdminUser): boolean {
  return user.id !== 1 && user.id !== currentUser.id;
}

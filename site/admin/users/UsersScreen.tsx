import type { AdminUser } from '../../../api/domain/admin-api';

/** Placeholder while the screen is being built. */
export function UsersScreen({ currentUser }: { currentUser: AdminUser }) {
  return <h1 className="text-2xl font-bold text-ink-900">User Management {currentUser.username}</h1>;
}

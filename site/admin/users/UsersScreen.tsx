import { useId, useMemo, useState } from 'react';
import type { AdminRole, AdminUser } from '../../../api/domain/admin-api';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { checkAuth } from '../lib/auth-store';
import { invalidateAdminQueries, useAdminQuery } from '../lib/useAdminQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { QueryError } from '../ui/QueryError';
import { SearchField } from '../ui/SearchField';
import { canDeleteUser, filterUsers, type UserFormMode } from './user-form';
import { UserFormDialog } from './UserFormDialog';
import { UserRow } from './UserRow';

export const USERS_KEY = '/api/admin/users';

/** User Management (SPEC 2, 5, 8): admins only (the frame checks the role), search, role filter, create, edit, delete. */
export function UsersScreen({ currentUser }: { currentUser: AdminUser }) {
  const query = useAdminQuery<{ users: AdminUser[] }>(USERS_KEY);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AdminRole | 'all'>('all');
  const [form, setForm] = useState<UserFormMode | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const all = query.data?.users;
  const shown = useMemo(() => filterUsers(all ?? [], search, role), [all, search, role]);

  async function refresh(changed?: AdminUser) {
    await invalidateAdminQueries(USERS_KEY);
    // Renaming yourself shows in the sidebar; a changed role or password may have ended your session.
    if (changed?.id === currentUser.id) await checkAuth();
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiSend('DELETE', `/api/admin/users/${deleting.id}`);
      toast({ title: 'User deleted', description: 'User has been successfully deleted.' });
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast({ title: 'Error deleting user', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">User Management</h1>
          <p className="mt-1 text-slate-700">Who can sign in to the back-office, and what they may do.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setForm({ kind: 'create' })}>
          Add User
        </button>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchField label="Search users" placeholder="Search by username or email..." value={search} onChange={setSearch} />
        <div className="sm:w-48">
          <label htmlFor={roleId} className="sr-only">
            Filter by role
          </label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as AdminRole | 'all')} className={CONTROL_CLASS}>
            <option value="all">All roles</option>
            <option value="admin">Admin</option>
            <option value="user">User</option>
          </select>
        </div>
      </div>

      <section aria-labelledby="users-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-xs">
        <h2 id="users-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-ink-900 sm:px-6">
          Users ({shown.length})
        </h2>
        {query.isLoading && (
          <p role="status" className="px-4 py-10 text-center text-slate-700 sm:px-6">
            Loading users...
          </p>
        )}
        {query.error && !all && (
          <div className="px-4 pb-4 sm:px-6">
            <QueryError message="Failed to fetch users" onRetry={query.refetch} />
          </div>
        )}
        {all && shown.length === 0 && <p className="px-4 py-10 text-center text-slate-700 sm:px-6">No users found matching your criteria.</p>}
        {shown.length > 0 && (
          <ul className="divide-y divide-slate-200">
            {shown.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                deletable={canDeleteUser(user, currentUser)}
                onEdit={() => setForm({ kind: 'edit', user })}
                onDelete={() => setDeleting(user)}
              />
            ))}
          </ul>
        )}
      </section>

      {form && (
        <UserFormDialog
          mode={form}
          onClose={() => setForm(null)}
          onSaved={() => refresh(form.kind === 'edit' ? form.user : undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete user"
          message="Are you sure you want to delete this user?"
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

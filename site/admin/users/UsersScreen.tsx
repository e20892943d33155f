import { useMemo, useRef, useState } from 'react';
import type { AdminRole, AdminUser } from '#contract/admin-users/admin-users-api';
import { refreshSession } from '../lib/session';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AvailabilityDialog } from './AvailabilityDialog';
import { ListSection } from '../ui/ListSection';
import { SearchField } from '../ui/SearchField';
import { Select } from '../ui/Select';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import type { UserFormMode } from './user-form';
import { UserFormDialog } from './UserFormDialog';
import { useDeleteUser } from './useDeleteUser';
import { UserRow } from './UserRow';
import { ResetSecondFactorDialog } from './ResetSecondFactorDialog';
import { canDeleteUser, filterUsers, ROLE_OPTIONS } from './users';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useUsers } from './useUsers';

const ROLE_FILTER_OPTIONS = [['all', 'All roles'], ...ROLE_OPTIONS] as const;

/**
 * User Management: admins only (the frame checks the role), search, role filter, create, edit, delete, and each
 * account's working hours.
 */
export function UsersScreen({ currentUser }: { currentUser: AdminUser }) {
  const query = useUsers();
  const deleteUser = useDeleteUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AdminRole | 'all'>('all');
  const [form, setForm] = useState<UserFormMode | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [settingHours, setSettingHours] = useState<AdminUser | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const all = query.data;
  const shown = useMemo(() => all && filterUsers(all, search, role), [all, search, role]);

  async function afterSave(changed?: AdminUser) {
    // Renaming yourself shows in the sidebar; a changed role or password may have ended your session.
    if (changed?.id === currentUser.id) await refreshSession();
  }

  const deletion = useConfirmedDelete<AdminUser>({
    remove: deleteUser.mutateAsync,
    done: { title: 'User deleted', description: 'User has been successfully deleted.' },
    failedTitle: 'Error deleting user',
    items: shown,
    listRef,
  });

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title="User Management" subtitle="Who can sign in to the back-office, and what they may do.">
        <button type="button" className="btn btn-primary" onClick={() => setForm({ kind: 'create' })}>
          Add User
        </button>
      </ScreenHeader>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Search users"
          placeholder="Search by username or email..."
          value={search}
          onChange={setSearch}
        />
        <div className="sm:w-48">
          <Select
            label="Filter by role"
            labelHidden
            value={role}
            options={ROLE_FILTER_OPTIONS}
            onChange={(value) => setRole(value as AdminRole | 'all')}
          />
        </div>
      </div>

      <ListSection
        title="Users"
        items={shown}
        isLoading={query.isLoading}
        loadingText="Loading users..."
        failure={query.error ? { message: 'Failed to fetch users', onRetry: query.refetch } : undefined}
        emptyText="No users found matching your criteria."
        sectionRef={listRef}
      >
        {shown?.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            deletable={canDeleteUser(user, currentUser)}
            onEdit={() => setForm({ kind: 'edit', user })}
            onDelete={() => deletion.ask(user)}
            onEditAvailability={() => setSettingHours(user)}
            onResetSecondFactor={
              user.secondFactorEnabled && user.id !== currentUser.id ? () => setResetting(user) : undefined
            }
          />
        ))}
      </ListSection>

      {form && (
        <UserFormDialog
          mode={form}
          onClose={() => setForm(null)}
          onSaved={() => afterSave(form.kind === 'edit' ? form.user : undefined)}
        />
      )}
      {settingHours && <AvailabilityDialog user={settingHours} onClose={() => setSettingHours(null)} />}
      {resetting && <ResetSecondFactorDialog user={resetting} onClose={() => setResetting(null)} />}
      {deletion.target && (
        <ConfirmDialog
          title="Delete user"
          message="Are you sure you want to delete this user?"
          confirmLabel="Delete"
          busy={deletion.busy}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        />
      )}
    </div>
  );
}

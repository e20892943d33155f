import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { AvailabilityBadge } from '../availability/AvailabilityBadge';
import { formatDate } from '../lib/format';
import { Badge } from '../ui/Badge';
import { DeleteButton } from '../ui/DeleteButton';
import { Icon } from '../ui/Icon';
import { ROLE_LABELS } from './users';

interface UserRowProps {
  user: AdminUser;
  deletable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onEditAvailability: () => void;
  /** Given for a user with a second factor that the current admin may reset. */
  onResetSecondFactor?: () => void;
}

/**
 * One account: initial, username, role badge (and 2FA, and Campaigns for a user allowed to send them), email, dates,
 * availability, edit and (when allowed) delete.
 */
export function UserRow({ user, deletable, onEdit, onDelete, onEditAvailability, onResetSecondFactor }: UserRowProps) {
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-6">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 uppercase"
      >
        {[...user.username][0] ?? '?'}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold break-all text-ink-900">{user.username}</p>
          <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} size="sm">
            {ROLE_LABELS[user.role]}
          </Badge>
          {user.secondFactorEnabled && (
            <Badge variant="subtle" size="sm">
              2FA on
            </Badge>
          )}
          {/* Admins always may: the tag marks the users an admin allowed. */}
          {user.role === 'user' && user.sendsCampaigns && (
            <Badge variant="outline" size="sm" title="May send newsletter campaigns">
              Campaigns
            </Badge>
          )}
        </div>
        {user.email && <p className="text-sm break-all text-slate-700">{user.email}</p>}
        <p className="mt-0.5 text-sm text-slate-700">
          Created: {formatDate(user.createdAt)}
          {user.lastLogin && <span className="block sm:ml-3 sm:inline">Last login: {formatDate(user.lastLogin)}</span>}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <AvailabilityBadge availability={user.availability} />
          <button type="button" onClick={onEditAvailability} className="btn btn-sm btn-outline">
            Hours<span className="sr-only"> of {user.username}</span>
          </button>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        {onResetSecondFactor && (
          <button
            type="button"
            onClick={onResetSecondFactor}
            className="btn btn-sm btn-outline min-h-11"
            aria-label={`Reset second factor of ${user.username}`}
          >
            Reset 2FA
          </button>
        )}
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${user.username}`}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink-900"
        >
          <Icon name="edit" />
        </button>
        {deletable && <DeleteButton label={`Delete ${user.username}`} rowId={user.id} onClick={onDelete} />}
      </div>
    </li>
  );
}

import type { AdminUser } from '../../../api/domain/admin-api';
import { formatDate } from '../lib/format';

interface UserRowProps {
  user: AdminUser;
  deletable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One account: initial, username, role badge, email, dates, edit and (when allowed) delete. */
export function UserRow({ user, deletable, onEdit, onDelete }: UserRowProps) {
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-6">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 uppercase">
        {[...user.username][0] ?? '?'}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold break-all text-ink-900">{user.username}</p>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.role === 'admin' ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'}`}>
            {user.role === 'admin' ? 'Admin' : 'User'}
          </span>
        </div>
        {user.email && <p className="text-sm break-all text-slate-700">{user.email}</p>}
        <p className="mt-0.5 text-sm text-slate-700">
          Created: {formatDate(user.createdAt)}
          {user.lastLogin && <span className="block sm:ml-3 sm:inline">Last login: {formatDate(user.lastLogin)}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <button type="button" onClick={onEdit} aria-label={`Edit ${user.username}`} className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink-900">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
          </svg>
        </button>
        {deletable && (
          <button type="button" onClick={onDelete} aria-label={`Delete ${user.username}`} className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </button>
        )}
      </div>
    </li>
  );
}

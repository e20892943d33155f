import { useId } from 'react';
import type { AdminRole } from '#contract/admin-users/admin-users-api';

const CHECK_CLASS = 'size-5 shrink-0 rounded border-gray-400 accent-brand-700';

/**
 * The user form's "May send newsletter campaigns": a user's allowance, ticked or not; for an admin it stays ticked
 * and cannot be changed, with the reason beside it.
 */
export function SendsCampaignsField({
  role,
  checked,
  onChange,
  error,
}: {
  role: AdminRole;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const admin = role === 'admin';
  const describedBy = [admin && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={`flex min-h-11 items-center gap-2 ${admin ? '' : 'cursor-pointer'}`}>
        <input
          id={id}
          type="checkbox"
          checked={admin || checked}
          disabled={admin}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className={CHECK_CLASS}
        />
        <span className="text-ink-900">May send newsletter campaigns</span>
      </label>
      {admin && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          Admins always may.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

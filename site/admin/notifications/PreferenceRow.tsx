import { useId, useState } from 'react';
import { LEAD_TYPES } from '#contract/leads/join-options';
import type { NotificationPreference, NotificationPreferenceUpdate } from '#contract/notifications/notifications-api';
import { followLink } from '../router';
import { toastApiError } from '../lib/toast-api-error';
import { LEAD_TYPE_ALERT_LABELS, NO_ADDRESS_TEXT, preferenceUpdate, withLeadType } from './notification-format';
import { useSavePreference } from './useSavePreference';

const CHECK_CLASS = 'size-5 shrink-0 rounded border-gray-400 accent-brand-700';
const OPTION_CLASS = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-ink-900 hover:bg-brand-50';

/** One staff user's alert choices, each saved as soon as it changes. */
export function PreferenceRow({
  preference,
  canManageUsers,
}: {
  preference: NotificationPreference;
  canManageUsers: boolean;
}) {
  const save = useSavePreference();
  const id = useId();
  // What was asked for, shown in the click's own render: a controlled checkbox whose value changed only once the
  // mutation reported itself pending was put back for a moment, and a quick answer could land in that moment.
  // After the save, what the server kept; after a failure, what is stored again.
  const [asked, setAsked] = useState<NotificationPreferenceUpdate | null>(null);
  const shown = asked ?? preferenceUpdate(preference);

  function change(update: NotificationPreferenceUpdate) {
    setAsked(update);
    save.mutate(
      { userId: preference.userId, update },
      {
        onSuccess: ({ preference: saved }) => setAsked(preferenceUpdate(saved)),
        onError: (error) => {
          setAsked(null);
          toastApiError(`Could not save ${preference.username}'s alerts`, error);
        },
      },
    );
  }

  const check = (key: string, label: string, checked: boolean, next: (on: boolean) => NotificationPreferenceUpdate) => (
    <label key={key} htmlFor={`${id}-${key}`} className={OPTION_CLASS}>
      <input
        id={`${id}-${key}`}
        type="checkbox"
        checked={checked}
        onChange={(event) => change(next(event.target.checked))}
        className={CHECK_CLASS}
      />
      {label}
    </label>
  );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={`${id}-name`} className="font-semibold text-ink-900">
          {preference.username}
        </h4>
        {preference.email && <p className="min-w-0 text-sm break-all text-slate-700">{preference.email}</p>}
      </div>
      {preference.email ? (
        <>
          <fieldset className="mt-2" aria-labelledby={`${id}-name`}>
            <legend className="sr-only">Alerts for {preference.username}</legend>
            <div className="flex flex-wrap gap-x-2">
              {LEAD_TYPES.map((type) =>
                check(type, LEAD_TYPE_ALERT_LABELS[type], shown.alertLeadTypes.includes(type), (on) =>
                  withLeadType(shown, type, on),
                ),
              )}
              {check('subscribers', 'New subscribers', shown.alertSubscribers, (on) => ({
                ...shown,
                alertSubscribers: on,
              }))}
              {check('digest', 'Daily digest (08:00 Accra)', shown.dailyDigest, (on) => ({
                ...shown,
                dailyDigest: on,
              }))}
            </div>
          </fieldset>
          <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
            {save.isPending ? 'Saving...' : save.isSuccess ? 'Saved' : save.isError ? 'Not saved' : ''}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          {canManageUsers ? (
            <>
              No email address — add one in{' '}
              <a
                href="/admin/users"
                onClick={followLink}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                User Management
              </a>
            </>
          ) : (
            NO_ADDRESS_TEXT
          )}
        </p>
      )}
    </li>
  );
}

import { useId } from 'react';
import type { NotificationSettings } from '#contract/notifications/notifications-api';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';
import { EMAIL_OFF_TEXT } from './notification-format';
import { PreferenceRow } from './PreferenceRow';
import { useSaveNotificationSettings } from './useSaveNotificationSettings';
import { useSendTestEmail } from './useSendTestEmail';

/**
 * Email alerts: whether mail goes out, the visitor confirmation (admins), a test email, and who is alerted about what.
 */
export function EmailSection({ settings, isAdmin }: { settings: NotificationSettings; isAdmin: boolean }) {
  const headingId = useId();
  const switchId = useId();
  const saveSettings = useSaveNotificationSettings();
  const testEmail = useSendTestEmail();
  const testError = testEmail.error instanceof ApiError ? testEmail.error.serverMessage : testEmail.error?.message;
  const confirmation =
    saveSettings.isPending && saveSettings.variables
      ? saveSettings.variables.visitorConfirmation
      : settings.visitorConfirmation;

  function sendTest() {
    testEmail.mutate(undefined, {
      onSuccess: ({ to }) => toast({ title: 'Test email sent', description: `Sent to ${to}` }),
      onError: (error) => toastApiError('Test email failed', error),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        Email alerts
      </h2>
      <p className="mt-1 text-slate-700">
        {settings.emailEnabled
          ? `Email alerts are on, sent from ${settings.mailFrom ?? 'the configured address'}`
          : EMAIL_OFF_TEXT}
      </p>

      {isAdmin && (
        <label htmlFor={switchId} className="mt-4 flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={confirmation}
            onChange={(event) =>
              saveSettings.mutate(
                { visitorConfirmation: event.target.checked },
                { onError: (error) => toastApiError('Could not save the setting', error) },
              )
            }
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="text-ink-900">Send visitors a confirmation</span>
        </label>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-sm btn-outline" onClick={sendTest} disabled={testEmail.isPending}>
          {testEmail.isPending ? 'Sending...' : 'Send a test email'}
        </button>
        <p role="status" className="min-w-0 text-sm break-words">
          {testEmail.isSuccess && <span className="text-slate-700">Test email sent to {testEmail.data.to}</span>}
        </p>
      </div>
      {testEmail.isError && (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm break-words text-red-800"
        >
          Test email failed: {testError || 'no reason given'}
        </p>
      )}

      <h3 className="mt-6 text-lg font-semibold text-ink-900">{isAdmin ? 'Who is alerted' : 'Your alerts'}</h3>
      <ul className="mt-3 space-y-3">
        {settings.preferences.map((preference) => (
          <PreferenceRow key={preference.userId} preference={preference} canManageUsers={isAdmin} />
        ))}
      </ul>
    </section>
  );
}

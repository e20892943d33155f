import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { QueryError } from '../ui/QueryError';
import { ScreenHeader } from '../ui/ScreenHeader';
import { EmailSection } from './EmailSection';
import { useNotificationSettings } from './useNotificationSettings';
import { WebhooksSection } from './WebhooksSection';

/**
 * Notifications: email alerts and who gets them, for everyone (a `user` sees their own row);
 * the visitor confirmation and webhooks for admins only.
 */
export function NotificationsScreen({ currentUser }: { currentUser: AdminUser }) {
  const isAdmin = currentUser.role === 'admin';
  const settings = useNotificationSettings();

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader
        title="Notifications"
        subtitle={
          isAdmin
            ? 'Who is told about new leads, by email and by webhook.'
            : 'Which new leads you are told about by email.'
        }
      />
      {settings.isLoading && (
        <p role="status" className="mt-6 text-slate-700">
          Loading notification settings...
        </p>
      )}
      {settings.error && !settings.data && (
        <QueryError message="Failed to fetch notification settings" onRetry={settings.refetch} />
      )}
      {settings.data && <EmailSection settings={settings.data} isAdmin={isAdmin} />}
      {isAdmin && <WebhooksSection />}
    </div>
  );
}

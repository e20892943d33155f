import type { AdminUser } from '../../platform/db/entities/AdminUser';
import type { NotificationPreference } from '#contract/notifications/notifications-api';

/** A staff user's alert choices as the Notifications screen reads them. */
export function toNotificationPreference(user: AdminUser): NotificationPreference {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    alertLeadTypes: user.alertLeadTypes,
    alertSubscribers: user.alertSubscribers,
    dailyDigest: user.dailyDigest,
  };
}

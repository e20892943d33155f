import { useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '#contract/notifications/notifications-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * GET /api/admin/notifications: email status, the visitor confirmation
 * switch and the alert preferences (a `user`: only their own).
 */
export function useNotificationSettings() {
  return useQuery({
    queryKey: QUERY_KEYS.notifications,
    queryFn: () => apiGet<NotificationSettings>('/api/admin/notifications'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsUpdate } from '#contract/notifications/notifications-api';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** PUT /api/admin/notifications/settings (admins): answers the whole settings, which replace the cached ones. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) =>
      apiSend<NotificationSettings>('PUT', '/api/admin/notifications/settings', update),
    onSuccess: (settings) => client.setQueryData(QUERY_KEYS.notifications, settings),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreference,
  NotificationPreferenceUpdate,
  NotificationSettings,
} from '#contract/notifications/notifications-api';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * PUT /api/admin/notifications/preferences/{userId}; the saved row replaces the cached one (no refetch of every row).
 */
export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: number; update: NotificationPreferenceUpdate }) =>
      apiSend<{ preference: NotificationPreference }>('PUT', `/api/admin/notifications/preferences/${userId}`, update),
    onSuccess: ({ preference }) =>
      client.setQueryData<NotificationSettings>(
        QUERY_KEYS.notifications,
        (settings) =>
          settings && {
            ...settings,
            preferences: settings.preferences.map((row) => (row.userId === preference.userId ? preference : row)),
          },
      ),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../lib/admin-api';

/**
 * POST /api/admin/notifications/test-email: mails the signed-in user; a failure carries the SMTP server's own words.
 */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => apiSend<{ sent: true; to: string }>('POST', '/api/admin/notifications/test-email'),
  });
}

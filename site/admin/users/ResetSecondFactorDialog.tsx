import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { toast } from '../../lib/toast-store';
import { apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import { toastApiError } from '../lib/toast-api-error';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * An admin's "Reset second factor" of another user (who lost their phone), asked first; the list is refetched after.
 */
export function ResetSecondFactorDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: () => apiSend('POST', `/api/admin/users/${user.id}/second-factor/reset`),
    onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.users),
  });

  async function confirm() {
    try {
      await reset.mutateAsync();
      toast({
        title: 'Second factor reset',
        description: `${user.username} signs in with their password alone until they set one up again.`,
      });
      onClose();
    } catch (error) {
      toastApiError('Error resetting second factor', error);
    }
  }

  return (
    <ConfirmDialog
      title="Reset second factor"
      message={`Turn off two-factor authentication for ${user.username}? Their recovery codes stop working and they are signed out everywhere.`}
      confirmLabel="Reset"
      busy={reset.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

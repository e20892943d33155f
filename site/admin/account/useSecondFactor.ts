import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodesAnswer, SecondFactorStatus, TotpEnrolment } from '#contract/second-factor/second-factor-api';
import { apiGet, apiSend } from '../lib/admin-api';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

const OWN = '/api/admin/second-factor';

/** GET /api/admin/second-factor: the signed-in user's own second factor, and whether every account needs one. */
export function useSecondFactor() {
  return useQuery({
    queryKey: QUERY_KEYS.secondFactor,
    queryFn: () => apiGet<{ secondFactor: SecondFactorStatus }>(OWN),
    select: (answer) => answer.secondFactor,
  });
}

/** A change of the user's second factor; the status is read again after it. */
function useSecondFactorChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => void refreshAdminQueries(client, QUERY_KEYS.secondFactor) });
}

/** POST .../setup: a new secret to scan (setting up again replaces it); from a signed-in session, with the password. */
export const useStartEnrolment = () =>
  useSecondFactorChange((password?: string) =>
    apiSend<{ enrolment: TotpEnrolment }>('POST', `${OWN}/setup`, password === undefined ? {} : { password }).then(
      (answer) => answer.enrolment,
    ),
  );

/** POST .../confirm: on with a right code; answers the recovery codes, shown once. */
export const useConfirmEnrolment = () =>
  useSecondFactorChange((code: string) => apiSend<RecoveryCodesAnswer>('POST', `${OWN}/confirm`, { code }));

/** POST .../disable with the password. */
export const useDisableSecondFactor = () =>
  useSecondFactorChange((password: string) => apiSend('POST', `${OWN}/disable`, { password }));

/** PUT .../required (admins): a second factor for every account, or not. */
export const useRequireSecondFactor = () =>
  useSecondFactorChange((required: boolean) => apiSend('PUT', `${OWN}/required`, { required }));

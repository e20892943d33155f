import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonErasure } from '#contract/people/people-api';
import { apiSend } from '../lib/admin-api';

/** POST /api/people/erase; afterwards every cached read may hold the erased details, so all are refreshed. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contact: string; confirmation: string; countryCode?: string }) =>
      apiSend<{ erased: PersonErasure }>('POST', '/api/people/erase', body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PersonRecord } from '#contract/people/people-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { personQuery } from './person-query';

/** GET /api/people?contact=: everything held about one person; idle until something is searched for. */
export function usePerson(contact: string) {
  return useQuery({
    queryKey: QUERY_KEYS.person(contact),
    queryFn: () => apiGet<{ person: PersonRecord }>(`/api/people?${personQuery(contact)}`),
    select: (answer) => answer.person,
    enabled: contact !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { LeadRecord } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { LEAD_COPY } from './lead-copy';

/** GET /api/buyers (sellers, renters) answers `{ buyers: [...] }`. */
export type LeadList = Partial<Record<'buyers' | 'sellers' | 'renters', LeadRecord[]>>;

/** One lead type's list, for its lead page. */
export function useLeads(type: LeadType) {
  const { plural } = LEAD_COPY[type];
  return useQuery({
    queryKey: QUERY_KEYS.leads(type),
    queryFn: () => apiGet<LeadList>(`/api/${plural}`),
    select: (answer) => answer[plural],
  });
}

import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/leads/{id}/timeline: one lead's arrival, notes, status and owner changes, newest first. */
export function useLeadTimeline(leadId: number) {
  return useQuery({
    queryKey: QUERY_KEYS.timeline(leadId),
    queryFn: () => apiGet<{ timeline: TimelineEntry[] }>(`/api/leads/${leadId}/timeline`),
    select: (answer) => answer.timeline,
  });
}

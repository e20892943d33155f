import { useQueries } from '@tanstack/react-query';
import { LEAD_TYPES } from '#contract/leads/join-options';
import { foldSources } from '#contract/leads/lead-sources';
import { leadSourcesQuery } from '../leads/useLeadSources';

/** The sources seen among every type's leads, each once whatever its case: what a rule's sources are picked from. */
export function useSeenSources(): string[] {
  return useQueries({
    queries: LEAD_TYPES.map(leadSourcesQuery),
    combine: (results) => foldSources(results.flatMap((result) => result.data?.sources ?? [])),
  });
}

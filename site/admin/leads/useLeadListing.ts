import type { LeadListFilters, LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { DEFAULT_LEAD_SORT, type LeadSort } from '#contract/leads/lead-sort';
import { useLead } from './useLead';
import { useLeadPages } from './useLeadPages';

/** The leads a lead page shows, however they were read. */
export interface LeadListing {
  /** Undefined until the first answer. */
  leads: LeadRecord[] | undefined;
  total: number;
  totalCapped: boolean;
  isLoading: boolean;
  /** The leads shown are those of the filters before, until the new ones arrive. */
  updating: boolean;
  /** Nothing could be read (and nothing is on screen). */
  failed: boolean;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page could not be read. */
  moreFailed: boolean;
  loadMore: () => void;
}

/**
 * A lead page's leads: the list matching its filters, page by page, or, for a deep link (?lead=), that one
 * lead, shown only on its own type's page (another type's or a gone lead shows the empty state).
 */
export function useLeadListing(
  type: LeadType,
  leadId: number | null,
  filters: LeadListFilters,
  sort: LeadSort = DEFAULT_LEAD_SORT,
): LeadListing {
  const { query: pages, paged, loadMore } = useLeadPages(type, filters, sort, leadId === null);
  const one = useLead(leadId);

  if (leadId !== null) {
    const leads = one.data === undefined ? undefined : one.data?.type === type ? [one.data] : [];
    return {
      leads,
      total: leads?.length ?? 0,
      totalCapped: false,
      isLoading: one.isLoading,
      updating: false,
      failed: one.isError && !leads,
      retry: () => void one.refetch(),
      hasMore: false,
      loadingMore: false,
      moreFailed: false,
      loadMore: () => {},
    };
  }
  return {
    leads: paged?.rows,
    total: paged?.total ?? 0,
    totalCapped: paged?.totalCapped ?? false,
    isLoading: pages.isLoading,
    updating: pages.isPlaceholderData,
    failed: pages.isError && !paged,
    retry: () => void pages.refetch(),
    hasMore: pages.hasNextPage && !pages.isPlaceholderData,
    loadingMore: pages.isFetchingNextPage,
    moreFailed: pages.isFetchNextPageError,
    loadMore,
  };
}

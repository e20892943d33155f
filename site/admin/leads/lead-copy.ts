/** Each lead page's words: one table so the three pages cannot drift apart. */
import type { LeadType } from '#contract/leads/join-options';

export interface LeadCopy {
  title: string;
  /** The list's field in GET /api/buyers (sellers, renters): `{ buyers: [...] }`. */
  plural: 'buyers' | 'sellers' | 'renters';
  loading: string;
  empty: string;
  fetchError: string;
  updated: string;
}

export const LEAD_COPY: Readonly<Record<LeadType, LeadCopy>> = {
  buyer: {
    title: 'Buyer Leads',
    plural: 'buyers',
    loading: 'Loading buyer leads...',
    empty: 'No buyer leads found',
    fetchError: 'Failed to fetch buyers',
    updated: 'Buyer updated successfully',
  },
  seller: {
    title: 'Seller Leads',
    plural: 'sellers',
    loading: 'Loading seller leads...',
    empty: 'No seller leads found',
    fetchError: 'Failed to fetch sellers',
    updated: 'Seller updated successfully',
  },
  renter: {
    title: 'Renter Leads',
    plural: 'renters',
    loading: 'Loading renter leads...',
    empty: 'No renter leads found',
    fetchError: 'Failed to fetch renters',
    updated: 'Renter updated successfully',
  },
};

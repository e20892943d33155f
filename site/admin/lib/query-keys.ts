import type { LeadType } from '../../../api/domain/join-options';

/**
 * Every read the admin app caches, keyed by its API path (see useAdminQuery). One place, so a mutation
 * invalidates exactly the key the screen reads.
 */
export const QUERY_KEYS = {
  stats: '/api/admin/stats',
  leads: (type: LeadType) => `/api/${type}s` as const,
  newsletters: '/api/newsletters',
  users: '/api/admin/users',
  history: (leadId: number) => `/api/leads/${leadId}/history`,
} as const;

import type { LeadType } from '../../../api/domain/join-options';

/**
 * The key of every read the admin app caches (@tanstack/react-query). One place, so a mutation refreshes
 * exactly the key a screen reads.
 */
export const QUERY_KEYS = {
  stats: ['stats'],
  leads: (type: LeadType) => ['leads', type] as const,
  history: (leadId: number) => ['lead-history', leadId] as const,
  subscribers: ['subscribers'],
  users: ['users'],
  notifications: ['notifications'],
  webhooks: ['webhooks'],
  webhookDeliveries: (endpointId: number) => ['webhook-deliveries', endpointId] as const,
} as const;

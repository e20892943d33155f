import type { WebhookEvent } from '#contract/notifications/notifications-api';

/**
 * One message to one endpoint, as the outbox keeps it. `webhookId` is fixed when it is planned, so
 * every retry carries the same `webhook-id` and a receiver can drop duplicates.
 */
export interface WebhookJob {
  endpointId: number;
  webhookId: string;
  type: WebhookEvent;
  /** The event's time, ISO 8601. */
  timestamp: string;
  data: unknown;
}

import type { WebhookDelivery } from '../../platform/db/entities/WebhookDelivery';
import type { WebhookEndpoint } from '../../platform/db/entities/WebhookEndpoint';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '#contract/notifications/notifications-api';

/** An endpoint as answered: never its secret, only the secret's last four characters. */
export function toWebhookEndpoint(row: WebhookEndpoint): WebhookEndpointRecord {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    secretHint: row.secret.slice(-4),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDelivery): WebhookDeliveryRecord {
  return {
    id: row.id,
    endpointId: row.endpointId,
    event: row.event as WebhookDeliveryRecord['event'],
    webhookId: row.webhookId,
    attempt: row.attempt,
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
    attemptedAt: row.attemptedAt.toISOString(),
  };
}

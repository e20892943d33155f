import type { EntityManager } from 'typeorm';
import type { WebhookEndpoint } from '../../platform/db/entities/WebhookEndpoint';
import { type Actor, recordAudit } from '../../platform/db/record-audit';

/**
 * What a webhook's audit entry keeps of its endpoint: the id, the URL's host and the events. Never the
 * signing secret, nor the URL's path, query or user info, which often carry a receiver's token.
 */
export function webhookAuditDetails(
  endpoint: Pick<WebhookEndpoint, 'id' | 'url' | 'events' | 'enabled'>,
): Record<string, unknown> {
  let host = '';
  try {
    host = new URL(endpoint.url).host;
  } catch {
    // A stored URL was checked when saved; an unreadable one is kept as no host rather than as text.
  }
  return { endpointId: endpoint.id, host, events: endpoint.events, enabled: endpoint.enabled };
}

type WebhookAction = 'webhook.created' | 'webhook.deleted' | 'webhook.secret_rotated';

export const recordWebhook = (manager: EntityManager, actor: Actor, action: WebhookAction, endpoint: WebhookEndpoint) =>
  recordAudit(manager, actor, action, webhookAuditDetails(endpoint));

/** 'webhook.changed' naming the fields that changed (url, events, enabled); nothing when none did. */
export async function recordWebhookChange(
  manager: EntityManager,
  actor: Actor,
  before: WebhookEndpoint,
  after: WebhookEndpoint,
): Promise<void> {
  const fields = (['url', 'events', 'enabled'] as const).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length > 0)
    await recordAudit(manager, actor, 'webhook.changed', { ...webhookAuditDetails(after), fields });
}

import type { DataSource } from 'typeorm';
import type { WebhookDelivery } from '../db/entities/WebhookDelivery';
import type { WebhookEndpoint } from '../db/entities/WebhookEndpoint';
import { type PostOutcome, postWebhook } from './post-webhook';
import { recordWebhookDelivery } from './record-webhook-delivery';
import { signedWebhook, type WebhookMessage } from './signed-webhook';

/**
 * One attempt to deliver a message to an endpoint: signed with the endpoint's current secret, sent,
 * and written to its delivery log whatever came of it. Used by the outbox's webhook jobs and by the
 * "Send test event" button.
 */
export async function deliverWebhook(
  dataSource: DataSource,
  endpoint: Pick<WebhookEndpoint, 'id' | 'url' | 'secret'>,
  message: WebhookMessage,
  { attempt, nodeEnv, timeoutMs }: { attempt: number; nodeEnv: string; timeoutMs?: number },
): Promise<{ delivery: WebhookDelivery; outcome: PostOutcome }> {
  const outcome = await postWebhook(endpoint.url, signedWebhook(endpoint.secret, message), { nodeEnv, timeoutMs });
  const delivery = await recordWebhookDelivery(dataSource, {
    endpointId: endpoint.id,
    event: message.type,
    webhookId: message.webhookId,
    attempt,
    statusCode: outcome.statusCode,
    error: outcome.error.slice(0, 2000),
    durationMs: outcome.durationMs,
  });
  return { delivery, outcome };
}

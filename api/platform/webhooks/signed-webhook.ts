import { Webhook } from 'standardwebhooks';

/** One message to send: `type` is an event or the test event. */
export interface WebhookMessage {
  webhookId: string;
  type: string;
  /** When the event happened, ISO 8601 (the body's `timestamp`). */
  timestamp: string;
  data: unknown;
}

/**
 * The body and headers of one attempt, signed as Standard Webhooks says: the body is
 * `{ type, timestamp, data }`; `webhook-timestamp` is the time of this attempt (receivers refuse old
 * ones, so a retry is signed afresh) while `webhook-id` is the message's, the same on every retry.
 */
export function signedWebhook(
  secret: string,
  message: WebhookMessage,
  now = new Date(),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ type: message.type, timestamp: message.timestamp, data: message.data });
  return {
    body,
    headers: {
      'webhook-id': message.webhookId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(message.webhookId, now, body),
    },
  };
}

/** Labels and small formatting rules of the Notifications screen. */
import type { LeadType } from '#contract/leads/join-options';
import { LEAD_TYPES } from '#contract/leads/join-options';
import type {
  NotificationPreference,
  NotificationPreferenceUpdate,
  WebhookDeliveryRecord,
  WebhookEvent,
} from '#contract/notifications/notifications-api';

export const LEAD_TYPE_ALERT_LABELS: Record<LeadType, string> = {
  buyer: 'Buyer leads',
  seller: 'Seller leads',
  renter: 'Renter leads',
};

export const EVENT_LABELS: Record<WebhookEvent | 'webhook.test', string> = {
  'lead.created': 'New lead',
  'lead.status_changed': 'Lead status changed',
  'subscriber.created': 'New subscriber',
  'webhook.test': 'Test event',
};

export const NO_ADDRESS_TEXT = 'No email address — add one in User Management';
export const EMAIL_OFF_TEXT = 'Email alerts are off: set SMTP_URL';

/** The update a preference row sends, from the row as answered. */
export function preferenceUpdate(preference: NotificationPreference): NotificationPreferenceUpdate {
  return {
    alertLeadTypes: [...preference.alertLeadTypes],
    alertSubscribers: preference.alertSubscribers,
    dailyDigest: preference.dailyDigest,
  };
}

/** Turns one lead type on or off, keeping the types in their usual order (buyer, seller, renter). */
export function withLeadType(
  update: NotificationPreferenceUpdate,
  type: LeadType,
  on: boolean,
): NotificationPreferenceUpdate {
  const chosen = new Set(update.alertLeadTypes);
  if (on) chosen.add(type);
  else chosen.delete(type);
  return { ...update, alertLeadTypes: LEAD_TYPES.filter((candidate) => chosen.has(candidate)) };
}

/** '45 ms', '1.2 s'. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Whether the receiver took the delivery (a 2xx). */
export function delivered(delivery: Pick<WebhookDeliveryRecord, 'statusCode'>): boolean {
  return delivery.statusCode !== null && delivery.statusCode >= 200 && delivery.statusCode < 300;
}

/** 'HTTP 200', 'HTTP 500: Internal Server Error', or the error when no answer came ('Timed out after 10 s'). */
export function deliveryOutcome(delivery: Pick<WebhookDeliveryRecord, 'statusCode' | 'error'>): string {
  if (delivery.statusCode === null) return delivery.error || 'No answer';
  return delivery.error ? `HTTP ${delivery.statusCode}: ${delivery.error}` : `HTTP ${delivery.statusCode}`;
}

/** What "Send test event" says about the attempt it made. */
export function testEventSummary(delivery: Pick<WebhookDeliveryRecord, 'statusCode' | 'error' | 'durationMs'>): string {
  const verdict = delivered(delivery) ? 'Test event delivered' : 'Test event failed';
  return `${verdict}: ${deliveryOutcome(delivery)} in ${formatDuration(delivery.durationMs)}`;
}

/** The secret's hint as shown in the list: '…a1b2'. */
export function secretHintText(hint: string): string {
  return hint ? `Secret ends in …${hint}` : 'Secret set';
}

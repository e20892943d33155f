/**
 * Speed to lead: the events staff are told about, and the answer shapes of the
 * Notifications screen's calls. The server produces them and the admin app reads them.
 */
import type { LeadRecord } from '../leads/leads-api';
import type { NewsletterRecord } from '../newsletter/newsletter-api';
import type { LeadType } from '../leads/join-options';

/** What a webhook endpoint can subscribe to (Standard Webhooks `type`). */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.status_changed', 'subscriber.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event the "Send test event" button sends; never stored in an endpoint's subscriptions. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A lead as an event carries it: the back-office record without staff's own follow-up (owner, next step). */
export type EventLeadRecord = Omit<LeadRecord, 'assignedTo' | 'nextStep'>;

/**
 * A domain event as the outbox keeps it: what the record was when the event happened (an alert
 * says what the visitor sent, even if staff edit the lead later).
 */
export type NotificationEvent =
  | { type: 'lead.created'; occurredAt: string; lead: EventLeadRecord }
  | {
      type: 'lead.status_changed';
      occurredAt: string;
      lead: EventLeadRecord;
      changes: Array<{ field: 'contactStatus' | 'leadStatus'; from: string; to: string }>;
      changedBy: string;
    }
  | { type: 'subscriber.created'; occurredAt: string; subscriber: NewsletterRecord };

/** One staff user's alert choices. A user with an address gets every lead type until they choose otherwise. */
export interface NotificationPreference {
  userId: number;
  username: string;
  email: string | null;
  /** The lead types a new lead of which sends them an alert. */
  alertLeadTypes: LeadType[];
  /** An alert for each new newsletter subscriber. */
  alertSubscribers: boolean;
  /** The 08:00 (Africa/Accra) digest of yesterday's leads and the ones going cold. */
  dailyDigest: boolean;
}

/** The body of PUT /api/admin/notifications/preferences/{userId}. */
export type NotificationPreferenceUpdate = Pick<
  NotificationPreference,
  'alertLeadTypes' | 'alertSubscribers' | 'dailyDigest'
>;

/** GET /api/admin/notifications. A `user` gets only their own preference row. */
export interface NotificationSettings {
  /** False when SMTP_URL is not set: nothing is mailed. */
  emailEnabled: boolean;
  /** The From address mail is sent with (MAIL_FROM), when email is on. */
  mailFrom: string | null;
  /** Whether a visitor gets a "We'll be in touch soon" copy of what they sent. */
  visitorConfirmation: boolean;
  preferences: NotificationPreference[];
}

/** The body of PUT /api/admin/notifications/settings (admins only). */
export interface NotificationSettingsUpdate {
  visitorConfirmation: boolean;
}

/** A webhook endpoint as answered: its secret is shown once, at creation or rotation, never here. */
export interface WebhookEndpointRecord {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** The secret's last four characters, so staff can tell which one a receiver holds. */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST /api/admin/webhooks and PUT /api/admin/webhooks/{id}. */
export interface WebhookEndpointInput {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}

/**
 * POST /api/admin/webhooks (201) and POST /api/admin/webhooks/{id}/rotate-secret: the only answers holding the secret.
 */
export interface WebhookEndpointWithSecret {
  endpoint: WebhookEndpointRecord;
  /** `whsec_` and base64: shown once. */
  secret: string;
}

/**
 * One attempt to deliver to an endpoint: GET /api/admin/webhooks/{id}/deliveries answers the last 100, newest first.
 */
export interface WebhookDeliveryRecord {
  id: number;
  endpointId: number;
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  /** The `webhook-id` header: the same on every attempt of one message. */
  webhookId: string;
  /** 1 for the first try. */
  attempt: number;
  /** The receiver's HTTP status; null when no answer came (the error says why). */
  statusCode: number | null;
  /** Empty when the receiver answered 2xx. */
  error: string;
  durationMs: number;
  attemptedAt: string;
}

/** Speed to lead for one lead type, computed by the database from each lead's first contact. */
export interface SpeedToLead {
  /**
   * The median time from arrival to the first contact (the first touch logged or change to Contacted),
   * for leads that arrived in the last 30 days; null without any.
   */
  medianMinutesToContact: number | null;
  /** How many of those leads have been contacted (the median's sample). */
  contactedCount: number;
  /** Leads still Not Contacted more than 24 hours after they arrived. */
  goingColdCount: number;
}

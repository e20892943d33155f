import { createHash, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { type EntityManager, IsNull, Not } from 'typeorm';
import { readSetting } from '../../platform/db/app-settings';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { WebhookEndpoint } from '../../platform/db/entities/WebhookEndpoint';
import type { NotificationEvent } from '#contract/notifications/notifications-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import type { AlertEmail } from './alert-emails';
import type { WebhookJob } from '../../platform/webhooks/webhook-job';
import type { NewOutboxJob } from '../../platform/outbox/enqueue-jobs';
import type { BatchLookups } from '../../platform/outbox/batch-lookups';
import { visitorReplyOf } from '../routing';

/**
 * Who is told about an event, decided when the worker takes it (not in the visitor's request): an
 * email job per staff address that asked for it and for the visitor's confirmation (when email is
 * on), a webhook job per enabled endpoint subscribed to the event.
 */
export async function planEvent(
  manager: EntityManager,
  event: NotificationEvent,
  { emailEnabled }: { emailEnabled: boolean },
  shared: BatchLookups,
): Promise<NewOutboxJob[]> {
  const emails = emailEnabled ? await planEmails(manager, event, shared) : [];
  const webhooks = await planWebhooks(manager, event, shared);
  return [
    ...emails.map((payload) => ({ kind: 'email' as const, payload, dedupeKey: onceADay(payload) })),
    ...webhooks.map((payload) => ({ kind: 'webhook' as const, payload })),
  ];
}

/**
 * A visitor's confirmation goes to an address at most once a day (Accra): anyone can type any
 * address into the form, and our mail must not become a way to flood a stranger's inbox. The
 * outbox's unique key drops the repeats.
 */
function onceADay(email: AlertEmail): string | undefined {
  if (email.message !== 'visitor-confirmation') return undefined;
  const address = createHash('sha256').update(email.to.trim().toLowerCase()).digest('hex').slice(0, 40);
  return `confirmation:${address}:${DateTime.fromISO(email.event.occurredAt).setZone(STAFF_ZONE).toISODate()}`;
}

async function planEmails(
  manager: EntityManager,
  event: NotificationEvent,
  shared: BatchLookups,
): Promise<AlertEmail[]> {
  if (event.type === 'lead.status_changed') return [];
  const staff = await shared.get('staff with an address', () =>
    manager.getRepository(AdminUser).find({ where: { email: Not(IsNull()) }, order: { id: 'ASC' } }),
  );
  const addresses = (wanted: (user: AdminUser) => boolean) => [
    ...new Set(staff.filter((user) => user.email && wanted(user)).map((user) => user.email!)),
  ];
  if (event.type === 'subscriber.created') {
    return addresses((user) => user.alertSubscribers).map((to) => ({ message: 'subscriber-alert', to, event }));
  }
  const alerts: AlertEmail[] = addresses((user) => user.alertLeadTypes.includes(event.lead.type)).map((to) => ({
    message: 'lead-alert',
    to,
    event,
  }));
  if (await shared.get('visitorConfirmation', () => readSetting(manager, 'visitorConfirmation'))) {
    // When they will hear from us, as routing planned the lead's first touch: said as it stood at its arrival.
    const reply = await visitorReplyOf(manager, event.lead);
    alerts.push({ message: 'visitor-confirmation', to: event.lead.email, event, ...(reply ? { reply } : {}) });
  }
  return alerts;
}

async function planWebhooks(
  manager: EntityManager,
  event: NotificationEvent,
  shared: BatchLookups,
): Promise<WebhookJob[]> {
  const endpoints = await shared.get('enabled endpoints', () =>
    manager.getRepository(WebhookEndpoint).find({ where: { enabled: true }, order: { id: 'ASC' } }),
  );
  const { type, occurredAt, ...data } = event;
  return endpoints
    .filter((endpoint) => endpoint.events.includes(type))
    .map((endpoint) => ({
      endpointId: endpoint.id,
      webhookId: `msg_${randomUUID()}`,
      type,
      timestamp: occurredAt,
      data,
    }));
}

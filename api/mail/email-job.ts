import type { NotificationEvent } from '../domain/notifications-api';

/**
 * One email to one address, as the outbox keeps it: what to say and the event it is about, fixed
 * when it was planned. It is rendered when it is sent (see the mail templates).
 */
export type EmailJob =
  | { message: 'lead-alert'; to: string; event: Extract<NotificationEvent, { type: 'lead.created' }> }
  | { message: 'visitor-confirmation'; to: string; event: Extract<NotificationEvent, { type: 'lead.created' }> }
  | { message: 'subscriber-alert'; to: string; event: Extract<NotificationEvent, { type: 'subscriber.created' }> };

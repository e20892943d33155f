import type { NotificationEvent } from '#contract/notifications/notifications-api';
import type { EmailRenderers, MailDelivery } from '../../platform/mail/email-job';
import { renderLeadAlert } from './render-lead-alert';
import { renderSubscriberAlert } from './render-subscriber-alert';
import { renderVisitorConfirmation } from './render-visitor-confirmation';
import { supportAddress } from './support-address';
import type { VisitorReply } from '../routing';

type LeadCreated = Extract<NotificationEvent, { type: 'lead.created' }>;

/** The emails an event plans: staff alerts, and the visitor's confirmation of their request. */
export type AlertEmail =
  | { message: 'lead-alert'; to: string; event: LeadCreated }
  | { message: 'visitor-confirmation'; to: string; event: LeadCreated; reply?: VisitorReply }
  | { message: 'subscriber-alert'; to: string; event: Extract<NotificationEvent, { type: 'subscriber.created' }> };

type Of<Message extends AlertEmail['message']> = Extract<AlertEmail, { message: Message }>;

/** How each alert email is rendered when the outbox sends it. */
export function alertEmails({ siteUrl, mailFrom }: Pick<MailDelivery, 'siteUrl' | 'mailFrom'>): EmailRenderers {
  return {
    'lead-alert': (job) => renderLeadAlert((job as Of<'lead-alert'>).event.lead, siteUrl),
    // A visitor's reply goes to a person: the first admin's address when they have one.
    'visitor-confirmation': async (job, manager) => {
      const { event, reply } = job as Of<'visitor-confirmation'>;
      return renderVisitorConfirmation(event.lead, await supportAddress(manager, mailFrom), reply);
    },
    'subscriber-alert': (job) => renderSubscriberAlert((job as Of<'subscriber-alert'>).event.subscriber, siteUrl),
  };
}

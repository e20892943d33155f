/** Who is told about a new lead or subscriber, and how: staff emails and the alert settings. */
export { alertEmails, type AlertEmail } from './alert-emails';
export { notificationsRoutes } from './notifications.routes';
export { NotificationsService } from './notifications.service';
export { planEvent } from './plan-event';

/** Webhook endpoints staff register, and their deliveries. */
export { adminWebhooksRoutes } from './webhooks.routes';
export { WebhooksService } from './webhooks.service';

import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { WebhookDelivery } from '../../db/entities/WebhookDelivery';
import { WebhookEndpoint } from '../../db/entities/WebhookEndpoint';
import { WEBHOOK_TEST_EVENT, type WebhookEndpointInput } from '../../domain/notifications-api';
import { HttpError, validationFailed } from '../../errors';
import { deliverWebhook } from '../../webhooks/deliver-webhook';
import { newWebhookSecret } from '../../webhooks/new-webhook-secret';
import { DELIVERY_LOG_SIZE } from '../../webhooks/record-webhook-delivery';
import { resolvedUrlProblem } from '../../webhooks/resolved-url-problem';

/** The one answer for an endpoint that is not there. */
export const endpointNotFound = () => new HttpError(404, 'not_found', 'There is no such webhook endpoint.');

/** The admins' webhook endpoints, their secrets, their delivery log and the test button. */
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    /** Production refuses http: and addresses inside our networks (see resolvedUrlProblem). */
    private readonly nodeEnv: string,
  ) {}

  private get endpoints() {
    return this.dataSource.getRepository(WebhookEndpoint);
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ order: { id: 'ASC' } });
  }

  async find(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findOneBy({ id });
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }

  async create(input: WebhookEndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const now = new Date();
    const endpoint = await this.endpoints.save(this.endpoints.create({ ...input, secret, createdAt: now, updatedAt: now }));
    return { endpoint, secret };
  }

  async update(id: number, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    await this.find(id);
    await this.checkUrl(input.url);
    await this.endpoints.update({ id }, { url: input.url, events: input.events, enabled: input.enabled, updatedAt: new Date() });
    return this.find(id);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.endpoints.delete({ id });
    if (!affected) throw endpointNotFound();
  }

  /** A new secret: deliveries from now on are signed with it (retries of older messages too). */
  async rotateSecret(id: number): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.find(id);
    const secret = newWebhookSecret();
    await this.endpoints.update({ id }, { secret, updatedAt: new Date() });
    return { endpoint: await this.find(id), secret };
  }

  /**
   * Sends a signed `webhook.test` now (enabled or not: a test before switching it on is the point)
   * and answers its log row, which says whether the receiver took it.
   */
  async sendTest(id: number): Promise<WebhookDelivery> {
    const endpoint = await this.find(id);
    const timestamp = new Date().toISOString();
    const message = {
      webhookId: `msg_${randomUUID()}`,
      type: WEBHOOK_TEST_EVENT,
      timestamp,
      data: { endpointId: endpoint.id, message: 'A test event from Your home in Ghana: this endpoint is receiving.' },
    };
    return (await deliverWebhook(this.dataSource, endpoint, message, { attempt: 1, nodeEnv: this.nodeEnv })).delivery;
  }

  /** The endpoint's log, newest first. */
  async deliveries(id: number): Promise<WebhookDelivery[]> {
    await this.find(id);
    return this.dataSource.getRepository(WebhookDelivery).find({ where: { endpointId: id }, order: { id: 'DESC' }, take: DELIVERY_LOG_SIZE });
  }

  private async checkUrl(url: string): Promise<void> {
    const problem = await resolvedUrlProblem(url, this.nodeEnv);
    if (problem) throw validationFailed({ url: problem });
  }
}

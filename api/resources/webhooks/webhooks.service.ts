import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { WebhookDelivery } from '../../platform/db/entities/WebhookDelivery';
import { WebhookEndpoint } from '../../platform/db/entities/WebhookEndpoint';
import { WEBHOOK_TEST_EVENT, type WebhookEndpointInput } from '#contract/notifications/notifications-api';
import { HttpError, validationFailed } from '../../platform/errors';
import { deliverWebhook } from '../../platform/webhooks/deliver-webhook';
import { newWebhookSecret } from '../../platform/webhooks/new-webhook-secret';
import { DELIVERY_LOG_SIZE } from '../../platform/webhooks/record-webhook-delivery';
import { resolvedUrlProblem } from '../../platform/webhooks/resolved-url-problem';
import type { Actor } from '../../platform/db/record-audit';
import { recordWebhook, recordWebhookChange } from './webhook-audit';

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

  // Each change is recorded in the audit trail, in its transaction, as `actor` (webhook-audit.ts: never the secret).
  async create(input: WebhookEndpointInput, actor: Actor): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const now = new Date();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      const saved = await repository.save(repository.create({ ...input, secret, createdAt: now, updatedAt: now }));
      await recordWebhook(manager, actor, 'webhook.created', saved);
      return saved;
    });
    return { endpoint, secret };
  }

  async update(id: number, input: WebhookEndpointInput, actor: Actor): Promise<WebhookEndpoint> {
    await this.find(id);
    await this.checkUrl(input.url);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      const before = await repository.findOneBy({ id });
      if (!before) throw endpointNotFound();
      await repository.update(
        { id },
        { url: input.url, events: input.events, enabled: input.enabled, updatedAt: new Date() },
      );
      const after = (await repository.findOneBy({ id }))!;
      await recordWebhookChange(manager, actor, before, after);
      return after;
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneBy({ id });
      const { affected } = await manager.getRepository(WebhookEndpoint).delete({ id });
      if (!affected || !endpoint) throw endpointNotFound();
      await recordWebhook(manager, actor, 'webhook.deleted', endpoint);
    });
  }

  /** A new secret: deliveries from now on are signed with it (retries of older messages too). */
  async rotateSecret(id: number, actor: Actor): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.find(id);
    const secret = newWebhookSecret();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      await repository.update({ id }, { secret, updatedAt: new Date() });
      const rotated = await repository.findOneBy({ id });
      if (!rotated) throw endpointNotFound();
      await recordWebhook(manager, actor, 'webhook.secret_rotated', rotated);
      return rotated;
    });
    return { endpoint, secret };
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
    return this.dataSource
      .getRepository(WebhookDelivery)
      .find({ where: { endpointId: id }, order: { id: 'DESC' }, take: DELIVERY_LOG_SIZE });
  }

  private async checkUrl(url: string): Promise<void> {
    const problem = await resolvedUrlProblem(url, this.nodeEnv);
    if (problem) throw validationFailed({ url: problem });
  }
}

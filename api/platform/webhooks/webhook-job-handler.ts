import type { DataSource } from 'typeorm';
import { WebhookEndpoint } from '../db/entities/WebhookEndpoint';
import type { JobHandler } from '../outbox/outbox-worker';
import { PermanentJobError } from '../outbox/permanent-job-error';
import { deliverWebhook } from './deliver-webhook';
import type { WebhookJob } from './webhook-job';

/**
 * The outbox's `webhook` jobs: one attempt each time the worker runs the job (its attempt number is
 * the log's). A 2xx is delivered; any other outcome throws, and the worker retries with backoff. An
 * endpoint deleted or disabled since the job was planned gets nothing; an address the SSRF rules
 * refuse is logged and not retried (it cannot start passing by itself).
 */
export function createWebhookJobHandler({
  dataSource,
  nodeEnv,
}: {
  dataSource: DataSource;
  nodeEnv: string;
}): JobHandler {
  return async (job) => {
    const message = job.payload as WebhookJob;
    const endpoint = await dataSource.getRepository(WebhookEndpoint).findOneBy({ id: message.endpointId });
    if (!endpoint) throw new PermanentJobError(`webhook endpoint ${message.endpointId} was deleted`);
    if (!endpoint.enabled) throw new PermanentJobError(`webhook endpoint ${message.endpointId} is disabled`);
    const { outcome } = await deliverWebhook(dataSource, endpoint, message, { attempt: job.attempts, nodeEnv });
    if (outcome.refused) throw new PermanentJobError(outcome.error);
    if (outcome.error) throw new Error(outcome.error);
  };
}

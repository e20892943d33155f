import { type DataSource, LessThanOrEqual } from 'typeorm';
import { WebhookDelivery } from '../db/entities/WebhookDelivery';

/** How many attempts the log keeps per endpoint. */
export const DELIVERY_LOG_SIZE = 100;

/**
 * Writes one attempt to the endpoint's log and, in the same transaction, deletes what has fallen
 * out of its last DELIVERY_LOG_SIZE, so the log never grows past that.
 */
export async function recordWebhookDelivery(
  dataSource: DataSource,
  attempt: Omit<WebhookDelivery, 'id' | 'attemptedAt'>,
): Promise<WebhookDelivery> {
  return dataSource.transaction(async (manager) => {
    const repository = manager.getRepository(WebhookDelivery);
    const saved = await repository.save(repository.create({ ...attempt, attemptedAt: new Date() }));
    const oldest = await repository.find({
      select: { id: true },
      where: { endpointId: attempt.endpointId },
      order: { id: 'DESC' },
      skip: DELIVERY_LOG_SIZE,
      take: 1,
    });
    if (oldest.length > 0) {
      await repository.delete({ endpointId: attempt.endpointId, id: LessThanOrEqual(oldest[0].id) });
    }
    return saved;
  });
}

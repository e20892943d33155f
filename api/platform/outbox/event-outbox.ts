import type { EntityManager } from 'typeorm';
import { booleans } from '../db/dialects/booleans';
import type { NotificationEvent } from '#contract/notifications/notifications-api';
import type { EmailJob } from '../mail/email-job';
import { enqueueJobs } from './enqueue-jobs';

/**
 * Where a lead, a subscriber or a status change records that it happened, in its own transaction,
 * for the outbox worker to plan who is told. An event nobody could be told about (email off, no
 * enabled webhook endpoint, or an event no email is sent for) is not written: the intake then
 * costs what it did before there were alerts.
 */
export class EventOutbox {
  constructor(private readonly options: { emailEnabled: boolean; wake: () => void }) {}

  /** Writes the event with the caller's transaction when someone may be told; answers whether it did. */
  add(manager: EntityManager, event: NotificationEvent): Promise<boolean> {
    return this.addAll(manager, [event]);
  }

  /** `add` for several events (a group commit's), looking for an endpoint once; answers whether it wrote any. */
  async addAll(manager: EntityManager, events: NotificationEvent[]): Promise<boolean> {
    const emailed = events.filter((event) => this.options.emailEnabled && event.type !== 'lead.status_changed');
    const written = emailed.length === events.length || (await this.anyEndpoint(manager)) ? events : emailed;
    await enqueueJobs(
      manager,
      written.map((event) => ({ kind: 'event', payload: event })),
    );
    return written.length > 0;
  }

  /**
   * Writes emails whose recipients are already known (a lead's new owner) with the caller's
   * transaction, when mail delivery is configured; answers whether it wrote any.
   */
  async addEmails(manager: EntityManager, emails: EmailJob[]): Promise<boolean> {
    if (!this.options.emailEnabled || emails.length === 0) return false;
    await enqueueJobs(
      manager,
      emails.map((email) => ({ kind: 'email', payload: email })),
    );
    return true;
  }

  /** After the commit: the worker looks for the new job now rather than at its next poll. */
  wake(): void {
    this.options.wake();
  }

  /** Whether any enabled webhook endpoint exists: a fixed statement, read inside the writer's transaction. */
  private async anyEndpoint(manager: EntityManager): Promise<boolean> {
    const enabled = booleans(manager).isTrue('"enabled"');
    const rows: unknown[] = await manager.query(`SELECT 1 FROM "webhook_endpoints" WHERE ${enabled} LIMIT 1`);
    return rows.length > 0;
  }
}

import { In, LessThan, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { Lead } from '../../db/entities/Lead';
import { SubmissionKey } from '../../db/entities/SubmissionKey';
import { insertRows } from '../../db/insert-row';
import { HttpError } from '../../errors';
import type { SubmissionKeyRequest } from '../../validation/idempotency-key';

/** How long a key is remembered: a retry comes within seconds or minutes, a day is generous. */
export const SUBMISSION_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often a process clears the keys past their day (one indexed delete, inside an intake group). */
const SWEEP_EVERY_MS = 10 * 60_000;

const keyReused = () =>
  new HttpError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request. Send a new form with a new key.');

/** The keys of the last 24 hours, written in the same transaction as the leads they stored. */
export class SubmissionKeys {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The lead an earlier request with this key stored (within the last 24 hours), or undefined when the key is new.
   * The same key with another request is a 409: answering it with someone else's lead would be wrong either way.
   */
  async earlierLead({ key, requestHash }: SubmissionKeyRequest, now = Date.now()): Promise<Lead | undefined> {
    const stored = await this.dataSource.getRepository(SubmissionKey).findOneBy({ key, createdAt: MoreThan(new Date(now - SUBMISSION_KEY_LIFETIME_MS)) });
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash) throw keyReused();
    return (await this.dataSource.getRepository(Lead).findOneBy({ id: stored.leadId })) ?? undefined;
  }

  /** Records keys for leads just inserted by `manager`'s transaction; a day-old copy of the same key goes first. */
  async storeAll(manager: EntityManager, rows: Array<SubmissionKeyRequest & { leadId: number; createdAt: Date }>): Promise<void> {
    if (rows.length === 0) return;
    const now = rows[0]!.createdAt.getTime();
    const expired = LessThan(new Date(now - SUBMISSION_KEY_LIFETIME_MS));
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      await manager.delete(SubmissionKey, { createdAt: expired });
      this.lastSweep = now;
    } else {
      await manager.delete(SubmissionKey, { key: In(rows.map((row) => row.key)), createdAt: expired });
    }
    await insertRows(manager, SubmissionKey, rows);
  }
}

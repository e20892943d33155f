import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { SubmissionKey } from '../../platform/db/entities/SubmissionKey';
import { insertRows } from '../../platform/db/insert-row';
import { HttpError } from '../../platform/errors';
import type { SubmissionKeyRequest } from '../../platform/validation/idempotency-key';

/** How long a key is remembered: a retry comes within seconds or minutes, a day is generous. */
export const SUBMISSION_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often a process clears the keys past their day (one indexed delete, inside an intake group). */
const SWEEP_EVERY_MS = 10 * 60_000;

const keyReused = () =>
  new HttpError(
    409,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request. Send a new form with a new key.',
  );

/** The keys of the last 24 hours, written in the same transaction as the leads they stored. */
export class SubmissionKeys {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The lead an earlier request with this key stored (within the last 24 hours), or undefined when the key is new:
   * after a race another process won (its key met ours in the unique index).
   */
  async earlierLead(key: SubmissionKeyRequest): Promise<Lead | undefined> {
    return (await this.storedLeads(this.dataSource.manager, [key])).get(key.key);
  }

  /**
   * In a group's transaction, one statement for its keys: the lead each key already stored (within the last 24
   * hours). The same key with another request is a 409: answering it with someone else's lead would be wrong
   * either way. A key past its day is deleted, so the new request may take it.
   */
  async storedLeads(
    manager: EntityManager,
    keys: SubmissionKeyRequest[],
    now = Date.now(),
  ): Promise<Map<string, Lead>> {
    if (keys.length === 0) return new Map();
    const rows = await manager.getRepository(SubmissionKey).findBy({ key: In(keys.map((request) => request.key)) });
    const cutoff = now - SUBMISSION_KEY_LIFETIME_MS;
    const expired = rows.filter((row) => row.createdAt.getTime() <= cutoff).map((row) => row.key);
    if (expired.length > 0) await manager.delete(SubmissionKey, { key: In(expired) });
    const live = rows.filter((row) => row.createdAt.getTime() > cutoff);
    if (live.length === 0) return new Map();
    for (const row of live)
      if (keys.find((request) => request.key === row.key)!.requestHash !== row.requestHash) throw keyReused();
    const leads = await manager.getRepository(Lead).findBy({ id: In(live.map((row) => row.leadId)) });
    return new Map(live.map((row) => [row.key, leads.find((lead) => lead.id === row.leadId)!]));
  }

  /**
   * Records keys for leads just inserted by `manager`'s transaction, and now and then clears the keys past their day.
   */
  async storeAll(
    manager: EntityManager,
    rows: Array<SubmissionKeyRequest & { leadId: number; createdAt: Date }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const now = rows[0]!.createdAt.getTime();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      await manager.delete(SubmissionKey, { createdAt: LessThan(new Date(now - SUBMISSION_KEY_LIFETIME_MS)) });
      this.lastSweep = now;
    }
    await insertRows(manager, SubmissionKey, rows);
  }
}

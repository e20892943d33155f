import type { DataSource } from 'typeorm';
import { byDialect } from '../db/dialects/by-dialect';
import { OutboxJob, type OutboxJobKind } from '../db/entities/OutboxJob';
import { queryRows } from '../db/query-rows';
import { storedTime } from '../db/stored-time';

/** A job as the worker holds it: what the handlers read, and the lease it was claimed with. */
export type ClaimedJob = Pick<OutboxJob, 'id' | 'kind' | 'payload' | 'attempts'> & { lockedUntil: Date };

/**
 * A job whose claimer no longer has a connection: the process died (kill -9, a lost machine) and
 * its jobs need not wait for their leases to end. Every process connects as its own application_name.
 */
const CLAIMER_GONE = `"claimedBy" NOT IN (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)`;

/**
 * One statement claims a batch. On PostgreSQL the due rows are picked once (a MATERIALIZED CTE: an
 * IN subquery may be run again and claim more than LIMIT) with FOR UPDATE SKIP LOCKED, so two
 * processes never claim one job. A job that has had all its tries is not claimed again, even if no
 * outcome of its last one was ever written (a try that crashed the process): see failAbandonedJobs.
 * Oldest due first, in the order of the (state, kind, runAt) index: on PostgreSQL ordering ties by id too would
 * sort every due row at each claim (a campaign's 100,000 jobs share one runAt: 22 ms a claim, spilled to disk),
 * where the index's order stops at LIMIT. SQLite's index ends with the id, so its ties come by id anyway.
 */
const CLAIM_SQL = {
  sqlite: (kinds: string) => `UPDATE "outbox" SET "lockedUntil" = ?, "claimedBy" = ?, "attempts" = "attempts" + 1
    WHERE "id" IN (SELECT "id" FROM "outbox" WHERE "state" = 'pending' AND "kind" IN (${kinds}) AND "runAt" <= ?
      AND ("lockedUntil" IS NULL OR "lockedUntil" < ?) AND "attempts" < ? ORDER BY "runAt", "id" LIMIT ?)
    RETURNING "id", "kind", "payload", "attempts"`,
  postgres: (kinds: string) => `WITH "due" AS MATERIALIZED (
      SELECT "id" FROM "outbox" WHERE "state" = 'pending' AND "kind" IN (${kinds}) AND "runAt" <= $3
        AND ("lockedUntil" IS NULL OR "lockedUntil" < $4 OR ${CLAIMER_GONE})
        AND "attempts" < $5 ORDER BY "runAt" LIMIT $6 FOR UPDATE SKIP LOCKED)
    UPDATE "outbox" SET "lockedUntil" = $1, "claimedBy" = $2, "attempts" = "outbox"."attempts" + 1
    FROM "due" WHERE "outbox"."id" = "due"."id"
    RETURNING "outbox"."id", "outbox"."kind", "outbox"."payload", "outbox"."attempts"`,
};

/** The kinds a worker runs, as SQL string literals (they are our own constant names, never input). */
function kindList(kinds: readonly OutboxJobKind[]): string {
  return kinds.map((kind) => `'${kind.replace(/[^a-z-]/g, '')}'`).join(', ');
}

/**
 * Claims up to `batchSize` due jobs of `kinds` for this process, oldest due first: each gets a lease
 * (`leaseMs`) and one more attempt. A fixed statement per worker: under load the worker claims often.
 */
export async function claimDueJobs(
  dataSource: DataSource,
  {
    kinds,
    leaseMs,
    batchSize,
    maxAttempts,
  }: { kinds: readonly OutboxJobKind[]; leaseMs: number; batchSize: number; maxAttempts: number },
): Promise<ClaimedJob[]> {
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + leaseMs);
  // Who claims, by the connections' name in pg_stat_activity (CLAIMER_GONE); SQLite's connections have none.
  const claimedBy = (dataSource.options as { applicationName?: string }).applicationName ?? null;
  const at = (date: Date) => storedTime(dataSource, date);
  const rows = await queryRows<{
    id: number | string;
    kind: OutboxJob['kind'];
    payload: string;
    attempts: number | string;
  }>(dataSource.manager, byDialect(dataSource, CLAIM_SQL)(kindList(kinds)), [
    at(lockedUntil),
    claimedBy,
    at(now),
    at(now),
    maxAttempts,
    batchSize,
  ]);
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: JSON.parse(row.payload) as object,
      attempts: Number(row.attempts),
      lockedUntil,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Fails the jobs that had all their tries without an outcome written for the last (the process
 * died during it, perhaps because of it): retrying such a job for ever could kill process after process.
 */
export async function failAbandonedJobs(
  dataSource: DataSource,
  kinds: readonly OutboxJobKind[],
  maxAttempts: number,
): Promise<void> {
  const now = new Date();
  await dataSource
    .createQueryBuilder()
    .update(OutboxJob)
    .set({
      state: 'failed',
      finishedAt: now,
      lockedUntil: null,
      lastError: `no outcome after ${maxAttempts} tries: the process ended during the last`,
    })
    .where(
      'state = :pending AND kind IN (:...kinds) AND attempts >= :maxAttempts AND (lockedUntil IS NULL OR lockedUntil < :now)',
      {
        pending: 'pending',
        kinds,
        maxAttempts,
        now,
      },
    )
    .execute();
}

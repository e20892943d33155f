import type { DataSource } from 'typeorm';
import { OutboxJob } from '../db/entities/OutboxJob';
import { queryRows } from '../db/query-rows';

/** A job as the worker holds it: what the handlers read, and the lease it was claimed with. */
export type ClaimedJob = Pick<OutboxJob, 'id' | 'kind' | 'payload' | 'attempts'> & { lockedUntil: Date };

/**
 * A job whose claimer no longer has a connection: the process died (kill -9, a lost machine) and
 * its jobs need not wait for their leases to end. Every process connects as its own application_name.
 */
const CLAIMER_GONE = `"claimedBy" NOT IN (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)`;

/** One statement claims a batch; on PostgreSQL, FOR UPDATE SKIP LOCKED keeps two processes from claiming one job. */
const CLAIM_SQL = {
  sqlite: `UPDATE "outbox" SET "lockedUntil" = ?, "claimedBy" = ?, "attempts" = "attempts" + 1
    WHERE "id" IN (SELECT "id" FROM "outbox" WHERE "state" = 'pending' AND "runAt" <= ? AND ("lockedUntil" IS NULL OR "lockedUntil" < ?)
      ORDER BY "runAt", "id" LIMIT ?)
    RETURNING "id", "kind", "payload", "attempts"`,
  postgres: `UPDATE "outbox" SET "lockedUntil" = $1, "claimedBy" = $2, "attempts" = "attempts" + 1
    WHERE "id" IN (SELECT "id" FROM "outbox" WHERE "state" = 'pending' AND "runAt" <= $3 AND ("lockedUntil" IS NULL OR "lockedUntil" < $4 OR ${CLAIMER_GONE})
      ORDER BY "runAt", "id" LIMIT $5 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "kind", "payload", "attempts"`,
};

/**
 * Claims up to `batchSize` due jobs for this process, oldest due first: each gets a lease
 * (`leaseMs`) and one more attempt. A fixed statement: under load the worker claims often.
 */
export async function claimDueJobs(dataSource: DataSource, { leaseMs, batchSize }: { leaseMs: number; batchSize: number }): Promise<ClaimedJob[]> {
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const postgres = dataSource.options.type === 'postgres';
  const claimedBy = postgres ? ((dataSource.options as { applicationName?: string }).applicationName ?? null) : null;
  const time = dataSource.getMetadata(OutboxJob).findColumnWithPropertyName('runAt')!;
  const at = (date: Date) => dataSource.driver.preparePersistentValue(date, time);
  const rows = await queryRows<{ id: number | string; kind: OutboxJob['kind']; payload: string; attempts: number | string }>(
    dataSource.manager,
    postgres ? CLAIM_SQL.postgres : CLAIM_SQL.sqlite,
    [at(lockedUntil), claimedBy, at(now), at(now), batchSize],
  );
  return rows
    .map((row) => ({ id: Number(row.id), kind: row.kind, payload: JSON.parse(row.payload) as object, attempts: Number(row.attempts), lockedUntil }))
    .sort((a, b) => a.id - b.id);
}

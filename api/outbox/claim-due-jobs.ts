import { In, type DataSource } from 'typeorm';
import { OutboxJob } from '../db/entities/OutboxJob';

/**
 * A job whose claimer no longer has a connection: the process died (kill -9, a lost machine) and
 * its jobs need not wait for their leases to end. Every process connects as its own application_name.
 */
const CLAIMER_GONE = 'job.claimedBy NOT IN (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)';

/**
 * Claims up to `batchSize` due jobs for this process: each gets a lease (`leaseMs`) and one more
 * attempt, in one short transaction. On PostgreSQL, FOR UPDATE SKIP LOCKED keeps two processes
 * from claiming one job; SQLite runs one write transaction at a time.
 */
export async function claimDueJobs(dataSource: DataSource, { leaseMs, batchSize }: { leaseMs: number; batchSize: number }): Promise<OutboxJob[]> {
  const now = new Date();
  const postgres = dataSource.options.type === 'postgres';
  const claimedBy = postgres ? ((dataSource.options as { applicationName?: string }).applicationName ?? null) : null;
  return dataSource.transaction(async (manager) => {
    const due = manager
      .getRepository(OutboxJob)
      .createQueryBuilder('job')
      .select('job.id', 'id')
      .where('job.state = :pending', { pending: 'pending' })
      .andWhere('job.runAt <= :now', { now })
      .andWhere(`(job.lockedUntil IS NULL OR job.lockedUntil < :now${postgres ? ` OR ${CLAIMER_GONE}` : ''})`, { now })
      .orderBy('job.runAt', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(batchSize);
    if (postgres) due.setLock('pessimistic_write').setOnLocked('skip_locked');
    const ids = (await due.getRawMany<{ id: number }>()).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    await manager
      .createQueryBuilder()
      .update(OutboxJob)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), claimedBy, attempts: () => 'attempts + 1' })
      .where({ id: In(ids) })
      .execute();
    return manager.getRepository(OutboxJob).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  });
}

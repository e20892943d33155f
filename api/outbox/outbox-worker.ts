import { In, IsNull, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { OutboxJob, type OutboxJobKind } from '../db/entities/OutboxJob';
import type { Logger } from '../logger';
import { enqueueJobs, type NewOutboxJob } from './outbox';
import { RETRY_DELAYS_MS, retryDelayMs } from './retry-schedule';

/**
 * Runs one job. Throwing means "try again later" (the message is kept as the job's last error);
 * a `PermanentJobError` means no later try can succeed. A planning job (an event, the digest)
 * answers the jobs it plans: they are written in the transaction that marks it delivered, so a
 * plan is made exactly once.
 */
export type JobHandler = (job: OutboxJob) => Promise<NewOutboxJob[] | void>;
export type JobHandlers = Partial<Record<OutboxJobKind, JobHandler>>;

/** A failure retrying cannot fix (an endpoint deleted since, a message that cannot be built). */
export class PermanentJobError extends Error {}

export interface OutboxWorkerOptions {
  /** How often due jobs are looked for when nothing wakes the worker (other processes' jobs, retries). */
  pollMs?: number;
  /**
   * How long a claimed job stays another process's to leave alone: longer than any delivery can
   * take. On PostgreSQL a claimer that has died frees its jobs at once.
   */
  leaseMs?: number;
  /** Jobs claimed at once. */
  batchSize?: number;
  retryDelaysMs?: readonly number[];
  /** Called on every poll before jobs are claimed (the daily digest's scheduler). */
  onPoll?: (now: Date) => Promise<void>;
}

const DEFAULTS = { pollMs: 5_000, leaseMs: 5 * 60_000, batchSize: 20, retryDelaysMs: RETRY_DELAYS_MS };
/**
 * A job whose claimer no longer has a connection: the process died (kill -9, a lost machine) and
 * its jobs need not wait for their leases to end. Every process connects as its own application_name.
 */
const CLAIMER_GONE = 'job.claimedBy NOT IN (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)';

/** How long finished jobs are kept (the digest's once-a-day key must outlive its day). */
const KEEP_FINISHED_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Delivers the outbox, at least once: a job is claimed (a lease, taken with FOR UPDATE SKIP LOCKED
 * on PostgreSQL so two processes never claim one job), run outside any transaction, then marked
 * delivered, or rescheduled with backoff, or failed after its last try. A process killed mid-job
 * leaves its lease to expire, and the job runs again: what was committed is delivered.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, 'onPoll'>> & Pick<OutboxWorkerOptions, 'onPoll'>;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wakeAgain = false;
  private lastPrune = 0;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly handlers: JobHandlers,
    private readonly log: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Starts polling. On SQLite (one process) every lease is this process's own from before a restart: released. */
  async start(): Promise<void> {
    if (this.running) return;
    if (this.dataSource.options.type !== 'postgres') {
      await this.dataSource.getRepository(OutboxJob).update({ state: 'pending' }, { lockedUntil: null });
    }
    this.running = true;
    this.wake();
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Looks for due jobs now (a lead was just committed) instead of at the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.pass) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.pass = this.runPass()
      .catch((error: unknown) => this.log({ level: 'error', msg: 'outbox poll failed', error: String(error) }))
      .finally(() => {
        this.pass = undefined;
        if (!this.running) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Runs every due job, batch by batch, until none is left (or the worker stops). Public for tests. */
  async runPass(): Promise<void> {
    await this.options.onPoll?.(new Date());
    await this.prune();
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.run(job)));
      if (this.stopped) return;
    }
  }

  private async claim(): Promise<OutboxJob[]> {
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + this.options.leaseMs);
    const postgres = this.dataSource.options.type === 'postgres';
    const claimedBy = postgres ? (this.dataSource.options as { applicationName?: string }).applicationName ?? null : null;
    return this.dataSource.transaction(async (manager) => {
      const due = manager
        .getRepository(OutboxJob)
        .createQueryBuilder('job')
        .select('job.id', 'id')
        .where('job.state = :pending', { pending: 'pending' })
        .andWhere('job.runAt <= :now', { now })
        .andWhere(`(job.lockedUntil IS NULL OR job.lockedUntil < :now${postgres ? ` OR ${CLAIMER_GONE}` : ''})`, { now })
        .orderBy('job.runAt', 'ASC')
        .addOrderBy('job.id', 'ASC')
        .limit(this.options.batchSize);
      // SQLite runs one write transaction at a time; PostgreSQL's other processes skip what this one locked.
      if (postgres) due.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await due.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      await manager
        .createQueryBuilder()
        .update(OutboxJob)
        .set({ lockedUntil: leaseEnd, claimedBy, attempts: () => 'attempts + 1' })
        .where({ id: In(ids) })
        .execute();
      return manager.getRepository(OutboxJob).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async run(job: OutboxJob): Promise<void> {
    const handler = this.handlers[job.kind];
    const started = Date.now();
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind} jobs`);
      const planned = (await handler(job)) ?? [];
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.finish(manager, job, { state: 'delivered', lastError: '' }))) return;
        await enqueueJobs(manager, planned);
      });
      this.log({ msg: 'outbox job delivered', id: job.id, kind: job.kind, attempt: job.attempts, ms: Date.now() - started });
    } catch (error) {
      await this.reschedule(job, error).catch((rescheduleError: unknown) =>
        // The lease expires and the job runs again: nothing is lost.
        this.log({ level: 'error', msg: 'outbox job could not be rescheduled', id: job.id, error: String(rescheduleError) }),
      );
    }
  }

  private async reschedule(job: OutboxJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const delay = error instanceof PermanentJobError ? null : retryDelayMs(job.attempts, this.options.retryDelaysMs);
    await this.dataSource.transaction(async (manager) => {
      if (delay === null) await this.finish(manager, job, { state: 'failed', lastError: message });
      else await this.release(manager, job, { runAt: new Date(Date.now() + delay), lastError: message });
    });
    this.log({
      level: delay === null ? 'error' : 'warn',
      msg: delay === null ? 'outbox job failed' : 'outbox job will be retried',
      id: job.id,
      kind: job.kind,
      attempt: job.attempts,
      retryInMs: delay ?? undefined,
      error: message,
    });
  }

  /** Ends a job this process still holds (its attempt count unchanged since the claim); false when another took it over. */
  private async finish(manager: EntityManager, job: OutboxJob, end: { state: 'delivered' | 'failed'; lastError: string }): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(OutboxJob)
      .set({ ...end, lockedUntil: null, finishedAt: new Date() })
      .where({ id: job.id, attempts: job.attempts, state: 'pending' })
      .execute();
    return result.affected === 1;
  }

  private async release(manager: EntityManager, job: OutboxJob, retry: { runAt: Date; lastError: string }): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutboxJob)
      .set({ ...retry, lockedUntil: null })
      .where({ id: job.id, attempts: job.attempts, state: 'pending' })
      .execute();
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const before = new Date(Date.now() - KEEP_FINISHED_MS);
    await this.dataSource
      .getRepository(OutboxJob)
      .delete({ state: In(['delivered', 'failed']), finishedAt: LessThanOrEqual(before), lockedUntil: IsNull() });
  }
}

import { In, IsNull, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { OutboxJob, type OutboxJobKind } from '../db/entities/OutboxJob';
import type { Logger } from '../logger';
import { claimDueJobs } from './claim-due-jobs';
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

/** What came of one try: the jobs it planned, or the error. */
type Outcome = { job: OutboxJob; ms: number } & ({ planned: NewOutboxJob[] } | { error: unknown });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  private lastHousekeeping = Number.NEGATIVE_INFINITY;
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
    // A wake after each lead must not run the scheduler and the pruning each time: once a poll interval.
    if (Date.now() - this.lastHousekeeping >= this.options.pollMs) {
      this.lastHousekeeping = Date.now();
      await this.options.onPoll?.(new Date());
      await this.prune();
    }
    for (;;) {
      const jobs = await claimDueJobs(this.dataSource, this.options);
      if (jobs.length === 0) return;
      await this.record(await Promise.all(jobs.map((job) => this.attempt(job))));
      if (this.stopped) return;
    }
  }

  private async attempt(job: OutboxJob): Promise<Outcome> {
    const handler = this.handlers[job.kind];
    const started = Date.now();
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind} jobs`);
      return { job, planned: (await handler(job)) ?? [], ms: Date.now() - started };
    } catch (error) {
      return { job, error, ms: Date.now() - started };
    }
  }

  /**
   * Writes a batch's outcomes in one transaction (one commit, one fsync on SQLite, however many
   * jobs): delivered with the jobs they planned, rescheduled, or failed. Should this fail, the
   * leases run out and the jobs run again: at least once, never lost.
   */
  private async record(outcomes: Outcome[]): Promise<void> {
    const retries = new Map<Outcome, number | null>();
    try {
      await this.dataSource.transaction(async (manager) => {
        for (const outcome of outcomes) {
          const { job } = outcome;
          if (!('error' in outcome)) {
            if (await this.finish(manager, job, { state: 'delivered', lastError: '' })) await enqueueJobs(manager, outcome.planned);
            continue;
          }
          const lastError = messageOf(outcome.error);
          const delay = outcome.error instanceof PermanentJobError ? null : retryDelayMs(job.attempts, this.options.retryDelaysMs);
          retries.set(outcome, delay);
          if (delay === null) await this.finish(manager, job, { state: 'failed', lastError });
          else await this.release(manager, job, { runAt: new Date(Date.now() + delay), lastError });
        }
      });
    } catch (error) {
      this.log({ level: 'error', msg: 'outbox results could not be recorded; the jobs will run again', error: String(error) });
      return;
    }
    for (const outcome of outcomes) this.logOutcome(outcome, retries.get(outcome));
  }

  private logOutcome(outcome: Outcome, retryInMs: number | null | undefined): void {
    const { job, ms } = outcome;
    const fields = { id: job.id, kind: job.kind, attempt: job.attempts, ms };
    if (!('error' in outcome)) {
      // Planning an event is bookkeeping; what reached someone is worth a line.
      if (job.kind === 'email' || job.kind === 'webhook') this.log({ msg: 'outbox job delivered', ...fields });
      return;
    }
    const error = messageOf(outcome.error);
    if (retryInMs === null) this.log({ level: 'error', msg: 'outbox job failed', ...fields, error });
    else this.log({ level: 'warn', msg: 'outbox job will be retried', ...fields, retryInMs, error });
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

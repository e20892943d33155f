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
export type JobHandler = (job: OutboxJob, shared: BatchLookups) => Promise<NewOutboxJob[] | void>;

/** Lookups the jobs of one claimed batch share, made once for all of them (who an event is planned for). */
export class BatchLookups {
  private readonly values = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) this.values.set(key, load());
    return this.values.get(key) as Promise<T>;
  }
}
export type JobHandlers = Partial<Record<OutboxJobKind, JobHandler>>;

/** What came of one try: the jobs it planned, or the error. */
type Success = { job: OutboxJob; ms: number; planned: NewOutboxJob[] };
type Outcome = Success | { job: OutboxJob; ms: number; error: unknown };

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
  /** How soon after a wake (a new job) due jobs are looked for. */
  wakeDelayMs?: number;
  retryDelaysMs?: readonly number[];
  /** Called on every poll before jobs are claimed (the daily digest's scheduler). */
  onPoll?: (now: Date) => Promise<void>;
}

const DEFAULTS = { pollMs: 5_000, leaseMs: 5 * 60_000, batchSize: 50, wakeDelayMs: 100, retryDelaysMs: RETRY_DELAYS_MS };
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
  private timerDue = 0;
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
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  /**
   * A job was just committed: look for due jobs shortly instead of at the next poll. The short delay
   * gathers a burst of leads into one batch, so the worker's cost per lead stays small under load.
   */
  wake(): void {
    if (!this.running) return;
    if (this.pass) this.wakeAgain = true;
    else this.schedule(this.options.wakeDelayMs);
  }

  /** Runs a pass after `delayMs`, unless one is already due sooner. */
  private schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => this.startPass(), delayMs);
    this.timer.unref();
  }

  private startPass(): void {
    this.timer = undefined;
    this.pass = this.runPass()
      .catch((error: unknown) => this.log({ level: 'error', msg: 'outbox poll failed', error: String(error) }))
      .finally(() => {
        this.pass = undefined;
        if (!this.running) return;
        const woken = this.wakeAgain;
        this.wakeAgain = false;
        this.schedule(woken ? this.options.wakeDelayMs : this.options.pollMs);
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
      const shared = new BatchLookups();
      await this.record(await Promise.all(jobs.map((job) => this.attempt(job, shared))));
      if (this.stopped) return;
    }
  }

  private async attempt(job: OutboxJob, shared: BatchLookups): Promise<Outcome> {
    const handler = this.handlers[job.kind];
    const started = Date.now();
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind} jobs`);
      return { job, planned: (await handler(job, shared)) ?? [], ms: Date.now() - started };
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
        await this.finishDelivered(manager, outcomes.filter((outcome): outcome is Success => !('error' in outcome)));
        for (const outcome of outcomes) {
          if (!('error' in outcome)) continue;
          const { job } = outcome;
          const lastError = messageOf(outcome.error);
          const delay = outcome.error instanceof PermanentJobError ? null : retryDelayMs(job.attempts, this.options.retryDelaysMs);
          retries.set(outcome, delay);
          if (delay === null) await this.fail(manager, job, lastError);
          else await this.release(manager, job, { runAt: new Date(Date.now() + delay), lastError });
        }
      });
    } catch (error) {
      this.log({ level: 'error', msg: 'outbox results could not be recorded; the jobs will run again', error: String(error) });
      return;
    }
    for (const outcome of outcomes) this.logOutcome(outcome, retries.get(outcome));
  }

  /**
   * Marks a batch's successes delivered and writes the jobs they planned, for the jobs this process
   * still holds (their lease unchanged since the claim; one another process took over after the
   * lease ran out is its to end).
   */
  private async finishDelivered(manager: EntityManager, succeeded: Success[]): Promise<void> {
    if (succeeded.length === 0) return;
    const held = manager
      .getRepository(OutboxJob)
      .createQueryBuilder('job')
      .select(['job.id', 'job.lockedUntil'])
      .where({ id: In(succeeded.map(({ job }) => job.id)), state: 'pending' });
    if (this.dataSource.options.type === 'postgres') held.setLock('pessimistic_write');
    const leases = new Map((await held.getMany()).map((row) => [row.id, row.lockedUntil?.getTime()]));
    const ours = succeeded.filter(({ job }) => leases.get(job.id) === job.lockedUntil?.getTime());
    if (ours.length === 0) return;
    await manager
      .createQueryBuilder()
      .update(OutboxJob)
      .set({ state: 'delivered', lastError: '', lockedUntil: null, finishedAt: new Date() })
      .where({ id: In(ours.map(({ job }) => job.id)) })
      .execute();
    await enqueueJobs(manager, ours.flatMap((outcome) => outcome.planned));
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

  /** Marks a job failed if this process still holds it (its attempt count unchanged since the claim). */
  private async fail(manager: EntityManager, job: OutboxJob, lastError: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutboxJob)
      .set({ state: 'failed', lastError, lockedUntil: null, finishedAt: new Date() })
      .where({ id: job.id, attempts: job.attempts, state: 'pending' })
      .execute();
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

import { type DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';
import { servesOneProcess } from '../db/dialects/serves-one-process';
import { OutboxJob, type OutboxJobKind } from '../db/entities/OutboxJob';
import type { Logger } from '../logger';
import { BatchLookups } from './batch-lookups';
import { claimDueJobs, type ClaimedJob, failAbandonedJobs } from './claim-due-jobs';
import type { NewOutboxJob } from './enqueue-jobs';
import { type Outcome, OutcomeRecorder } from './outcome-recorder';
import { PermanentJobError } from './permanent-job-error';
import { RETRY_DELAYS_MS } from './retry-schedule';

/**
 * Runs one job; `shared` holds the batch it was claimed in, this job among them. Throwing means "try again
 * later" (the message is kept as the job's last error); a `PermanentJobError` means no later try can succeed. A
 * planning job (an event, the digest) answers the jobs it plans: they are written in the transaction that marks
 * it delivered, so a plan is made exactly once. A delivering job may answer what came of it
 * (`{ result: 'skipped' }`), kept on the job for whoever counts its group.
 */
export type JobHandler = (job: ClaimedJob, shared: BatchLookups) => Promise<NewOutboxJob[] | JobResult | void>;
export interface JobResult {
  result: string;
}
export type JobHandlers = Partial<Record<OutboxJobKind, JobHandler>>;

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
  /** Jobs under way at once; a receiver that hangs holds one of them, not the others' turn. */
  maxInFlight?: number;
  /** How soon after a wake (a new job) due jobs are looked for. */
  wakeDelayMs?: number;
  retryDelaysMs?: readonly number[];
  /** Called on every poll before jobs are claimed (the daily digest's scheduler). */
  onPoll?: (now: Date) => Promise<void>;
}

const DEFAULTS = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  batchSize: 50,
  maxInFlight: 100,
  wakeDelayMs: 100,
  retryDelaysMs: RETRY_DELAYS_MS,
};
/** How long finished jobs are kept (the digest's once-a-day key must outlive its day). */
const KEEP_FINISHED_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Delivers the outbox's jobs of the kinds it has handlers for (each worker claims only its own, so alerts never
 * wait behind a campaign's thousands), at least once: a job is claimed (a lease, taken with FOR UPDATE SKIP LOCKED
 * on PostgreSQL so two processes never claim one job), run outside any transaction, then marked
 * delivered, or rescheduled with backoff, or failed after its last try. Jobs run side by side and
 * each is written when it ends. A process killed mid-job leaves its lease behind, and the job runs
 * again: what was committed is delivered.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, 'onPoll'>> & Pick<OutboxWorkerOptions, 'onPoll'>;
  /** The kinds this worker claims: those it has a handler for. */
  private readonly kinds: OutboxJobKind[];
  private readonly recorder: OutcomeRecorder;
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private timerDue = 0;
  private claiming: Promise<unknown> | undefined;
  private wakeAgain = false;
  private lastPrune = 0;
  private lastHousekeeping = Number.NEGATIVE_INFINITY;
  private lastPollAt = 0;
  /** The last claim took as many jobs as there was room for: more may be due, claimed as room frees up. */
  private backlog = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly handlers: JobHandlers,
    private readonly log: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.kinds = (Object.keys(handlers) as OutboxJobKind[]).filter((kind) => handlers[kind]);
    this.recorder = new OutcomeRecorder(dataSource, this.options.retryDelaysMs, log);
  }

  /** A job's first try and one per retry delay. */
  private get maxAttempts(): number {
    return this.options.retryDelaysMs.length + 1;
  }

  /**
   * Starts polling. Alone on its database, every lease of its kinds is this process's own from before a restart:
   * released.
   */
  async start(): Promise<void> {
    if (this.running) return;
    if (servesOneProcess(this.dataSource)) {
      await this.dataSource
        .getRepository(OutboxJob)
        .update({ state: 'pending', kind: In(this.kinds) }, { lockedUntil: null });
    }
    this.running = true;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs under way to end and be written. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.claiming;
    await this.settled();
  }

  /**
   * A job was just committed: look for due jobs now instead of at the next poll, or, when a poll
   * started less than `wakeDelayMs` ago, that long after it: a burst of leads is gathered into one
   * batch, so the worker's cost per lead stays small under load.
   */
  wake(): void {
    if (!this.running) return;
    if (this.claiming) this.wakeAgain = true;
    // A lead on a quiet site goes at once; under load the next poll gathers every lead since the last.
    else this.schedule(Math.max(0, this.lastPollAt + this.options.wakeDelayMs - Date.now()));
  }

  /**
   * Claims and runs what is due, and waits until it has all ended and been written, again while
   * that planned more (an event's emails and webhooks). For tests and tools; the worker's own
   * polls never wait on a delivery.
   */
  async runPass(): Promise<void> {
    for (;;) {
      const started = await this.claimAndStart();
      if (started === 0 && this.inFlight.size === 0) return;
      await this.settled();
      if (this.stopped) return;
    }
  }

  /** Runs a poll after `delayMs`, unless one is already due sooner. */
  private schedule(delayMs: number): void {
    if (!this.running) return;
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => this.poll(), delayMs);
    this.timer.unref();
  }

  private poll(): void {
    this.timer = undefined;
    // One claim at a time: a poll due while one is under way follows it.
    if (this.claiming) {
      this.wakeAgain = true;
      return;
    }
    this.lastPollAt = Date.now();
    this.claiming = this.claimAndStart()
      .catch((error: unknown) => this.log({ level: 'error', msg: 'outbox poll failed', error: String(error) }))
      .finally(() => {
        this.claiming = undefined;
        const woken = this.wakeAgain;
        this.wakeAgain = false;
        this.schedule(woken ? this.options.wakeDelayMs : this.options.pollMs);
        this.refill();
      });
  }

  /** Claims due jobs while there is room and starts each; answers how many it started. */
  private async claimAndStart(): Promise<number> {
    await this.housekeeping();
    let started = 0;
    while (!this.stopped) {
      const room = this.room();
      if (room <= 0) break;
      const jobs = await claimDueJobs(this.dataSource, {
        kinds: this.kinds,
        leaseMs: this.options.leaseMs,
        batchSize: room,
        maxAttempts: this.maxAttempts,
      });
      const shared = new BatchLookups(jobs);
      for (const job of jobs) this.track(this.attempt(job, shared).then((outcome) => this.recorder.add(outcome)));
      started += jobs.length;
      // A part batch took every due job; what arrives meanwhile wakes the worker again.
      this.backlog = jobs.length === room;
      if (!this.backlog) break;
    }
    return started;
  }

  private room(): number {
    return Math.min(this.options.batchSize, this.options.maxInFlight - this.inFlight.size);
  }

  /**
   * While jobs may be waiting, claims again as soon as half a batch has room, not once the whole batch has ended:
   * the jobs in hand never run dry (a campaign's sends would stall behind each batch's slowest job).
   */
  private refill(): void {
    const half = Math.ceil(Math.min(this.options.batchSize, this.options.maxInFlight) / 2);
    if (this.backlog && this.room() >= half) this.schedule(0);
  }

  /** Keeps a job under way in sight; when it planned more, polls at once; when it freed room, refills. */
  private track(recorded: Promise<number>): void {
    const tracked: Promise<void> = recorded
      .then((planned) => {
        if (planned > 0) this.schedule(0);
      })
      .catch((error: unknown) => this.log({ level: 'error', msg: 'outbox job ended badly', error: String(error) }))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.refill();
      });
    this.inFlight.add(tracked);
  }

  private async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * One try of a job, ended by its deadline (half its lease) at the latest: a try must end while
   * the lease is this process's, or the job could be claimed again while it still runs.
   */
  private async attempt(job: ClaimedJob, shared: BatchLookups): Promise<Outcome> {
    const handler = this.handlers[job.kind];
    const started = Date.now();
    let deadline: NodeJS.Timeout | undefined;
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind} jobs`);
      const overdue = new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new Error(`no outcome within ${this.options.leaseMs / 2_000} s`)),
          this.options.leaseMs / 2,
        );
      });
      const answer = await Promise.race([handler(job, shared), overdue]);
      const planned = Array.isArray(answer) ? answer : [];
      const result = answer && !Array.isArray(answer) ? answer.result : '';
      return { job, planned, result, ms: Date.now() - started };
    } catch (error) {
      return { job, error, ms: Date.now() - started };
    } finally {
      clearTimeout(deadline);
    }
  }

  /**
   * The scheduler (the daily digest) and the pruning run once a poll interval, not on every wake.
   * A failure is logged and tried at the next interval: claiming goes on regardless.
   */
  private async housekeeping(): Promise<void> {
    if (Date.now() - this.lastHousekeeping < this.options.pollMs) return;
    this.lastHousekeeping = Date.now();
    try {
      await this.options.onPoll?.(new Date());
      await failAbandonedJobs(this.dataSource, this.kinds, this.maxAttempts);
      if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
      this.lastPrune = Date.now();
      const before = new Date(Date.now() - KEEP_FINISHED_MS);
      await this.dataSource.getRepository(OutboxJob).delete({
        state: In(['delivered', 'failed']),
        kind: In(this.kinds),
        finishedAt: LessThanOrEqual(before),
        lockedUntil: IsNull(),
      });
    } catch (error) {
      this.log({ level: 'error', msg: 'outbox housekeeping failed', error: String(error) });
    }
  }
}

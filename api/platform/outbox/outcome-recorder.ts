import type { DataSource, EntityManager } from 'typeorm';
import { placeholders } from '../db/dialects/placeholders';
import { OutboxJob } from '../db/entities/OutboxJob';
import type { ClaimedJob } from './claim-due-jobs';
import { queryRows } from '../db/query-rows';
import { storedTime } from '../db/stored-time';
import type { Logger } from '../logger';
import { enqueueJobs, type NewOutboxJob } from './enqueue-jobs';
import { PermanentJobError } from './permanent-job-error';
import { retryDelayMs } from './retry-schedule';

/** What came of one try: the jobs it planned and the result it named, or the error. */
export type Outcome = { job: ClaimedJob; ms: number } & (
  { planned: NewOutboxJob[]; result: string } | { error: unknown }
);
type Success = Extract<Outcome, { planned: NewOutboxJob[] }>;

/** Outcomes that end within this long of each other are written in one transaction (one commit, one fsync). */
const GATHER_MS = 10;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes what came of each job as soon as it ends (a job that hangs holds up nobody else's):
 * delivered with the jobs it planned, rescheduled with backoff, or failed after its last try. Jobs
 * that end together share a transaction. Should writing fail, the leases run out and the jobs run
 * again: at least once, never lost.
 */
export class OutcomeRecorder {
  private waiting: Array<{ outcome: Outcome; done: (planned: number) => void }> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly retryDelaysMs: readonly number[],
    private readonly log: Logger,
  ) {}

  /** Resolves once the outcome is written, with how many jobs its transaction planned. */
  add(outcome: Outcome): Promise<number> {
    return new Promise((done) => {
      this.waiting.push({ outcome, done });
      this.timer ??= setTimeout(() => void this.flush(), GATHER_MS);
    });
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const batch = this.waiting.splice(0);
    const planned = await this.write(batch.map(({ outcome }) => outcome));
    for (const { done } of batch) done(planned);
  }

  private async write(outcomes: Outcome[]): Promise<number> {
    const retries = new Map<Outcome, number | null>();
    let planned = 0;
    try {
      await this.dataSource.transaction(async (manager) => {
        planned = await this.finishDelivered(
          manager,
          outcomes.filter((outcome): outcome is Success => !('error' in outcome)),
        );
        for (const outcome of outcomes) {
          if (!('error' in outcome)) continue;
          const { job } = outcome;
          const lastError = messageOf(outcome.error);
          const delay =
            outcome.error instanceof PermanentJobError ? null : retryDelayMs(job.attempts, this.retryDelaysMs);
          retries.set(outcome, delay);
          const result = outcome.error instanceof PermanentJobError ? outcome.error.result : '';
          const end =
            delay === null
              ? { state: 'failed' as const, finishedAt: new Date(), result }
              : { runAt: new Date(Date.now() + delay) };
          // Only while this process still holds the job: its lease unchanged since the claim.
          await manager
            .createQueryBuilder()
            .update(OutboxJob)
            .set({ ...end, lastError, lockedUntil: null })
            .where({ id: job.id, lockedUntil: job.lockedUntil, state: 'pending' })
            .execute();
        }
      });
    } catch (error) {
      this.log({
        level: 'error',
        msg: 'outbox results could not be recorded; the jobs will run again',
        error: String(error),
      });
      return 0;
    }
    for (const outcome of outcomes) this.logOutcome(outcome, retries.get(outcome));
    return planned;
  }

  /**
   * Marks successes delivered and writes the jobs they planned, for the jobs this process still
   * holds (their lease unchanged since the claim; one another process took over after the lease
   * ran out is its to end). Answers how many jobs were planned.
   */
  private async finishDelivered(manager: EntityManager, succeeded: Success[]): Promise<number> {
    const byLease = Map.groupBy(succeeded, ({ job, result }) => `${job.lockedUntil.getTime()} ${result}`);
    const marks = placeholders(this.dataSource);
    const at = (date: Date) => storedTime(this.dataSource, date);
    let planned = 0;
    for (const outcomes of byLease.values()) {
      const { job: first, result } = outcomes[0]!;
      const ids = outcomes.map(({ job }) => job.id);
      const list = ids.map((_, index) => marks.at(index + 4)).join(', ');
      // Only the jobs still held with this claim's lease: RETURNING names them.
      const ended = await queryRows<{ id: number | string }>(
        manager,
        `UPDATE "outbox" SET "state" = 'delivered', "lastError" = '', "lockedUntil" = NULL, "finishedAt" = ${marks.at(1)},
          "result" = ${marks.at(2)}
          WHERE "state" = 'pending' AND "lockedUntil" = ${marks.at(3)} AND "id" IN (${list}) RETURNING "id"`,
        [at(new Date()), result, at(first.lockedUntil), ...ids],
      );
      const ours = new Set(ended.map((row) => Number(row.id)));
      const jobs = outcomes.filter(({ job }) => ours.has(job.id)).flatMap((outcome) => outcome.planned);
      await enqueueJobs(manager, jobs);
      planned += jobs.length;
    }
    return planned;
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
}

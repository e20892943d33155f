import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { jsonLogger } from '../logger';
import { DatabaseBusyError } from './database-busy-error';
import { byDialect } from './dialects/by-dialect';

/** The most writes one commit takes: it bounds how long a transaction holds the write lock. */
const LARGEST_GROUP = 64;
/**
 * Groups one process has begun and not yet committed. SQLite takes one writer at a time. On PostgreSQL a group's
 * commit no longer holds the next one back (no row they both write): while one or more wait for their fsync, the
 * next runs its writes once OVERLAP_FROM are waiting. One group writes at a time, so groups stay as large as the
 * requests waiting make them.
 */
const GROUPS_AT_ONCE = { sqlite: 1, postgres: 4 };
/**
 * The writes that must be waiting before a group runs beside another's commit: a quarter of a group. Smaller groups
 * cost more per write than the overlap saves (three processes behind nginx on this 2-core machine: 0.74x of one
 * process's leads a second overlapping every time, 0.89x waiting for these).
 */
const OVERLAP_FROM = LARGEST_GROUP / 4;
/** How often a group that lost a deadlock (or a serialization conflict) on PostgreSQL is tried again. */
const CONFLICT_ATTEMPTS = 3;
/**
 * PostgreSQL's deadlock_detected and serialization_failure: nothing of the group was written; it may simply go again.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  conflicts: number;
  /** Its group's writeAll failed: written item by item from now on. */
  oneByOne: boolean;
}

export interface CommitGroupsOptions<Item, Result> {
  /** Writes one item with the group's transaction. */
  write: (manager: EntityManager, item: Item) => Promise<Result>;
  /**
   * Writes a whole group at once (one multi-row statement), answering the results in the items' order. When
   * it throws, the group goes again with `write`, item by item, so that a bad item fails alone.
   */
  writeAll?: (manager: EntityManager, items: Item[]) => Promise<Result[]>;
  /**
   * The order a group's writes run in, whatever the order they came in. Writes that lock shared rows
   * (a throttle window, a subscriber's address) must take them in one order in every group, or two
   * groups on PostgreSQL could each hold a row the other waits for.
   */
  lockOrder?: (a: Item, b: Item) => number;
  /**
   * Before a group of several is written item by item: takes, for all its items at once, the locks that order
   * writers against each other (a lead's people and rules), as writeAll takes them. Item by item, each write would
   * otherwise take them after holding the earlier items' rows, in an order no other group shares. Not with
   * oneStatement: there is no transaction to hold them.
   */
  lockAhead?: (manager: EntityManager, items: Item[]) => Promise<void>;
  /**
   * `write` and `writeAll` each run one statement, atomic on its own: the group opens no transaction around it (one
   * round trip where BEGIN and COMMIT make three), and item by item, a write that fails fails alone while the others
   * are stored; a busy database or a lost conflict fails (or sends back) the rest as it would a whole group. Its rows
   * are held only for that statement, so a group never holds some while waiting for others.
   */
  oneStatement?: boolean;
  /** After each successful commit, with the results it made durable. */
  committed?: (results: Result[]) => void;
}

const conflictCode = (error: unknown) =>
  (error as { driverError?: { code?: string } } | null)?.driverError?.code ?? (error as { code?: string } | null)?.code;

/**
 * Group commit: writes that arrive together share one transaction, so one fsync makes a
 * whole group durable instead of one each. A caller's promise settles only after the commit that holds
 * its write: nothing is acknowledged before it is durable.
 *
 * - A write that throws fails only its own caller: the transaction is rolled back, and the rest of its
 *   group goes again in the next one.
 * - A commit that fails (or a BEGIN that cannot get the database, a connection that cannot be had, a lock order
 *   that throws) fails every write of its group, none of which is stored. When the database stayed busy past the
 *   wait allowed (SQLite locked by another connection), every write waiting fails with it: each would otherwise wait
 *   that long again in turn.
 * - A group that lost a deadlock or a serialization conflict (PostgreSQL) goes again, up to three times.
 *
 * One group at a time on SQLite; on PostgreSQL the next one runs its writes while the ones before it commit, once
 * enough writes wait (GROUPS_AT_ONCE, OVERLAP_FROM). Meanwhile the next one gathers. The first write of a quiet
 * moment waits only for the requests already read, not for a timer.
 */
export class CommitGroups<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  /** A group is running its writes: the next one waits for them to be sent. */
  private writing = false;
  /** Groups begun and not yet committed (or rolled back), the writing one included. */
  private committing = 0;
  private readonly groupsAtOnce: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: CommitGroupsOptions<Item, Result>,
  ) {
    this.groupsAtOnce = byDialect(dataSource, GROUPS_AT_ONCE);
  }

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject, conflicts: 0, oneByOne: false });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.committing >= this.groupsAtOnce) return;
    if (this.committing > 0 && this.queue.length < OVERLAP_FROM) return;
    this.writing = true;
    this.committing += 1;
    // setImmediate, not a microtask: the requests already on the sockets are read first, and join this group.
    setImmediate(() => void this.commitNext());
  }

  private async commitNext(): Promise<void> {
    const { write, lockOrder, lockAhead, oneStatement } = this.options;
    const arrived = this.queue.splice(0, LARGEST_GROUP);
    let group = arrived;
    try {
      if (lockOrder) group = [...arrived].sort((a, b) => lockOrder(a.item, b.item));
    } catch (error) {
      // Nothing was written: the group fails, and the groups after it still go.
      for (const waiting of arrived) waiting.reject(error);
      this.writing = false;
      this.groupEnded();
      return;
    }
    if (oneStatement) return this.writeStatements(group);
    const writeAll = this.writeAllFor(group);
    let failedAt = -1;
    let failedTogether = false;
    let results: Result[] | undefined;
    // Once per group: by the time this group's commit ends, another group may be the one writing.
    let sent = false;
    const writesSent = () => {
      if (sent) return;
      sent = true;
      this.writing = false;
      if (this.queue.length > 0) this.schedule();
    };
    let runner: QueryRunner | undefined;
    try {
      runner = this.dataSource.createQueryRunner();
      await runner.startTransaction();
      try {
        if (writeAll) {
          failedTogether = true;
          results = await writeAll(
            runner.manager,
            group.map(({ item }) => item),
          );
          failedTogether = false;
        } else {
          results = [];
          // A lone write holds no earlier item's rows while it takes its locks.
          if (group.length > 1)
            await lockAhead?.(
              runner.manager,
              group.map(({ item }) => item),
            );
          for (const [index, { item }] of group.entries()) {
            failedAt = index;
            results.push(await write(runner.manager, item));
          }
          failedAt = -1;
        }
      } finally {
        // The next group runs its writes while this one waits for its commit (on PostgreSQL, its fsync).
        writesSent();
      }
      await runner.commitTransaction();
    } catch (error) {
      results = undefined;
      // As TypeORM's own transaction(): the original error is what counts, even if the rollback fails too.
      await runner?.rollbackTransaction().catch(() => undefined);
      this.failed(group, failedAt, failedTogether, error);
    } finally {
      // A connection that fails to go back to the pool must not stop the groups after it, nor the process.
      await runner
        ?.release()
        .catch((error: unknown) =>
          jsonLogger({ level: 'error', msg: 'releasing a connection failed', error: String(error) }),
        );
      this.groupEnded();
      writesSent();
    }
    if (!results) return;
    group.forEach((waiting, index) => waiting.resolve(results[index]!));
    this.afterCommit(results);
  }

  private afterCommit(results: Result[]): void {
    if (results.length === 0) return;
    try {
      this.options.committed?.(results);
    } catch (error) {
      // The group is durable and answered; what follows a commit must not take the process down.
      jsonLogger({ level: 'error', msg: 'after-commit step failed', error: String(error) });
    }
  }

  /** A group of one-statement writes, each committing itself: answered as its statements return. */
  private async writeStatements(group: Waiting<Item, Result>[]): Promise<void> {
    const { write } = this.options;
    const writeAll = this.writeAllFor(group);
    const { manager } = this.dataSource;
    const stored: Result[] = [];
    try {
      if (writeAll) {
        try {
          stored.push(
            ...(await writeAll(
              manager,
              group.map(({ item }) => item),
            )),
          );
        } catch (error) {
          this.failed(group, -1, true, error);
          return;
        }
        group.forEach((waiting, index) => waiting.resolve(stored[index]!));
      } else {
        for (const [index, waiting] of group.entries()) {
          let result: Result;
          try {
            result = await write(manager, waiting.item);
          } catch (error) {
            // A busy database or a lost conflict is no fault of this write: the rest go as a whole group's would.
            if (error instanceof DatabaseBusyError || CONFLICT_CODES.has(conflictCode(error) ?? '')) {
              this.failed(group.slice(index), -1, false, error);
              break;
            }
            waiting.reject(error);
            continue;
          }
          stored.push(result);
          waiting.resolve(result);
        }
      }
    } finally {
      this.writing = false;
      this.groupEnded();
    }
    this.afterCommit(stored);
  }

  /** writeAll, when it writes this group: a group of several, none of which failed it before. */
  private writeAllFor(group: Waiting<Item, Result>[]): CommitGroupsOptions<Item, Result>['writeAll'] {
    return group.length > 1 && !group.some((waiting) => waiting.oneByOne) ? this.options.writeAll : undefined;
  }

  /** A group has ended (committed or failed): one more may begin. */
  private groupEnded(): void {
    this.committing -= 1;
    if (this.queue.length > 0) this.schedule();
  }

  /** Settles or requeues every write of a group whose transaction was rolled back. */
  private failed(group: Waiting<Item, Result>[], failedAt: number, failedTogether: boolean, error: unknown): void {
    if (CONFLICT_CODES.has(conflictCode(error) ?? '')) {
      const again = group.filter((waiting) => ++waiting.conflicts < CONFLICT_ATTEMPTS);
      for (const waiting of group) if (!again.includes(waiting)) waiting.reject(error);
      this.queue.unshift(...again);
    } else if (error instanceof DatabaseBusyError) {
      for (const waiting of [...group, ...this.queue.splice(0)]) waiting.reject(error);
    } else if (failedTogether) {
      for (const waiting of group) waiting.oneByOne = true;
      this.queue.unshift(...group);
    } else if (failedAt < 0 || group.length === 1) {
      for (const waiting of group) waiting.reject(error);
    } else {
      group[failedAt]!.reject(error);
      this.queue.unshift(...group.filter((_, index) => index !== failedAt));
    }
  }
}

import type { DataSource, EntityManager } from 'typeorm';

/** The most writes one commit takes: it bounds how long a transaction holds the write lock. */
const LARGEST_GROUP = 64;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (issue 14): writes that arrive together share one transaction, so one fsync makes a
 * whole group durable instead of one each. A caller's promise settles only after the commit that holds
 * its write: nothing is acknowledged before it is durable.
 *
 * - A write that throws fails only its own caller: the transaction is rolled back, and the rest of its
 *   group goes again in the next one.
 * - A commit that fails (or a BEGIN that cannot get the database) fails every write of its group, none
 *   of which is stored.
 *
 * One group at a time: while it commits, the next one gathers. The first write of a quiet moment waits
 * only for the requests already read, not for a timer.
 */
export class CommitGroups<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  private busy = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly write: (manager: EntityManager, item: Item) => Promise<Result>,
    /** After each successful commit, with the results it made durable. */
    private readonly committed: (results: Result[]) => void = () => {},
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.busy) return;
    this.busy = true;
    // setImmediate, not a microtask: the requests already on the sockets are read first, and join this group.
    setImmediate(() => void this.commitNext());
  }

  private async commitNext(): Promise<void> {
    const group = this.queue.splice(0, LARGEST_GROUP);
    let failedAt = -1;
    let results: Result[] | undefined;
    try {
      results = await this.dataSource.transaction(async (manager) => {
        const written: Result[] = [];
        for (const [index, { item }] of group.entries()) {
          failedAt = index;
          written.push(await this.write(manager, item));
        }
        failedAt = -1;
        return written;
      });
    } catch (error) {
      if (failedAt < 0 || group.length === 1) {
        for (const waiting of group) waiting.reject(error);
      } else {
        group[failedAt]!.reject(error);
        this.queue.unshift(...group.filter((_, index) => index !== failedAt));
      }
    } finally {
      this.busy = false;
      if (this.queue.length > 0) this.schedule();
    }
    if (!results) return;
    group.forEach((waiting, index) => waiting.resolve(results[index]!));
    this.committed(results);
  }
}

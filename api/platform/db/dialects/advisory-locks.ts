import type { DataSource, EntityManager } from 'typeorm';
import { byDialect } from './by-dialect';

interface AdvisoryLocks {
  /** Runs `work` holding the lock `key` on a connection of its own; others taking it wait meanwhile. */
  around<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<T>;
  /** Takes the lock `key` until the manager's transaction ends; others taking it wait meanwhile. */
  untilCommit(manager: EntityManager, key: number): Promise<void>;
  /** Takes the lock `key` until the manager's transaction ends if nobody holds it; answers whether it did. */
  tryUntilCommit(manager: EntityManager, key: number): Promise<boolean>;
  /**
   * Takes a lock for each of `names` in `space` until the manager's transaction ends, in one order for every
   * caller (so two never wait for each other in a circle); others taking any of them wait meanwhile.
   */
  namesUntilCommit(manager: EntityManager, space: number, names: string[]): Promise<void>;
}

/** SQLite serialises writers itself: a write transaction (ours begin IMMEDIATE) waits for the one before. */
const sqlite: AdvisoryLocks = {
  around: (_dataSource, _key, work) => work(),
  untilCommit: async () => undefined,
  tryUntilCommit: async () => true,
  namesUntilCommit: async () => undefined,
};

const postgres: AdvisoryLocks = {
  async around(dataSource, key, work) {
    const lockRunner = dataSource.createQueryRunner();
    await lockRunner.connect();
    try {
      await lockRunner.query('SELECT pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await lockRunner.release();
    }
  },
  async untilCommit(manager, key) {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
  },
  async tryUntilCommit(manager, key) {
    const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [key])) as [
      { locked: boolean },
    ];
    return locked;
  },
  async namesUntilCommit(manager, space, names) {
    if (names.length === 0) return;
    // OFFSET 0 keeps the sorted subquery whole: the locks are taken in its order.
    await manager.query(
      `SELECT pg_advisory_xact_lock($1, "hash") FROM
        (SELECT DISTINCT hashtext("name") AS "hash" FROM unnest($2::text[]) AS "name" ORDER BY 1 OFFSET 0) AS "sorted"`,
      [space, names],
    );
  },
};

/**
 * Locks named by a number (or a name hashed to one), held by whoever takes them rather than by rows: what lets
 * several app processes run one piece of work at a time (migrating, changing accounts, counting a person's leads).
 */
export const advisoryLocks: AdvisoryLocks = {
  around: (dataSource, key, work) => byDialect(dataSource, { sqlite, postgres }).around(dataSource, key, work),
  untilCommit: (manager, key) => byDialect(manager, { sqlite, postgres }).untilCommit(manager, key),
  tryUntilCommit: (manager, key) => byDialect(manager, { sqlite, postgres }).tryUntilCommit(manager, key),
  namesUntilCommit: (manager, space, names) =>
    byDialect(manager, { sqlite, postgres }).namesUntilCommit(manager, space, names),
};

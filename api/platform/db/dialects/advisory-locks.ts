import type { DataSource, EntityManager } from 'typeorm';
import { byDialect } from './by-dialect';

interface AdvisoryLocks {
  /** Runs `work` holding the lock `key` on a connection of its own; others taking it wait meanwhile. */
  around<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<T>;
  /** Takes the lock `key` until the manager's transaction ends; others taking it wait meanwhile. */
  untilCommit(manager: EntityManager, key: number): Promise<void>;
}

/** SQLite serialises writers itself: a write transaction (ours begin IMMEDIATE) waits for the one before. */
const sqlite: AdvisoryLocks = {
  around: (_dataSource, _key, work) => work(),
  untilCommit: async () => undefined,
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
};

/**
 * Locks named by a number, held by whoever takes them rather than by rows: what lets several app
 * processes run one piece of work at a time (migrating, changing accounts).
 */
export const advisoryLocks: AdvisoryLocks = {
  around: (dataSource, key, work) => byDialect(dataSource, { sqlite, postgres }).around(dataSource, key, work),
  untilCommit: (manager, key) => byDialect(manager, { sqlite, postgres }).untilCommit(manager, key),
};

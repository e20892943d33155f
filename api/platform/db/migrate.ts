import type { DataSource, Migration } from 'typeorm';
import { advisoryLocks } from './dialects/advisory-locks';

// Any fixed number, the same in every process of this app: the key of its PostgreSQL advisory lock.
const MIGRATION_LOCK_KEY = 4_233_233;

/**
 * Applies pending migrations, each in its own transaction. On PostgreSQL several app processes
 * may start at once: an advisory lock lets one migrate while the others wait, then find nothing
 * left to do. (SQLite serialises writers by itself.)
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  return advisoryLocks.around(dataSource, MIGRATION_LOCK_KEY, () => dataSource.runMigrations({ transaction: 'each' }));
}

import type { DataSource, Migration } from 'typeorm';

// Any fixed number, the same in every process of this app: the key of its PostgreSQL advisory lock.
const MIGRATION_LOCK_KEY = 4_233_233;

/**
 * Applies pending migrations, each in its own transaction. On PostgreSQL several app processes
 * may start at once: an advisory lock lets one migrate while the others wait, then find nothing
 * left to do. (SQLite serialises writers by itself.)
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  if (dataSource.options.type !== 'postgres') return dataSource.runMigrations({ transaction: 'each' });
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}

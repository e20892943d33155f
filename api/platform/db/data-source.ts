import { randomUUID } from 'node:crypto';
import { DataSource, type ObjectLiteral } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';
import { describeTimesAsMigrated } from './columns';
import { entities } from './entities';
import { waitForLocksWithoutBlocking } from './lock-waiting-query-runner';
import { migrations } from './migrations';
import { makeDatabaseFilesPrivate } from './private-database-files';

/** The part of a better-sqlite3 connection prepareDatabase uses. */
interface SqliteConnection {
  pragma(source: string): unknown;
  function(name: string, options: { deterministic: boolean }, implementation: (value: unknown) => unknown): unknown;
}

/** A Unicode-aware lower() registered on every SQLite connection (PostgreSQL uses its own, see admin-leads.service). */
export const UNICODE_LOWER = 'unicode_lower';

/** How long a request's statement or transaction may wait for another SQLite connection's lock. */
export const SQLITE_LOCK_WAIT_MS = 5_000;

/**
 * Builds (does not open) the DataSource for `sqlite:PATH` or `postgres://…`.
 * Schema changes only ever come from migrations: `synchronize` stays off.
 */
export function createDataSource(databaseUrl: string, { sqliteLockWaitMs = SQLITE_LOCK_WAIT_MS } = {}): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false } as const;
  if (databaseUrl.startsWith('sqlite:')) {
    const dataSource = new DataSource({
      ...common,
      type: 'better-sqlite3',
      database: databaseUrl.slice('sqlite:'.length),
      enableWAL: true,
      // SQLite's own busy wait sleeps inside the synchronous call and freezes the whole process;
      // waiting for a lock happens between attempts instead (lock-waiting-query-runner).
      timeout: 0,
      prepareDatabase(db: SqliteConnection) {
        // FULL: a lead the API acknowledged survives a crash or a power cut (WAL alone may lose the last commits).
        db.pragma('synchronous = FULL');
        // Deleted and overwritten rows are zeroed, not left in free
        // space for a raw read of the file (or a backup) to find.
        db.pragma('secure_delete = ON');
        // SQLite's lower() and LIKE fold ASCII only; the back-office search must find 'élodie' for 'ÉLODIE'.
        db.function(UNICODE_LOWER, { deterministic: true }, (value) =>
          typeof value === 'string' ? value.toLowerCase() : value,
        );
      },
    });
    // Before TypeORM opens the file: it would make the folder and
    // SQLite the file with the umask's (world-readable) mode.
    const initialize = dataSource.initialize.bind(dataSource);
    dataSource.initialize = () => {
      makeDatabaseFilesPrivate(databaseUrl.slice('sqlite:'.length));
      return initialize();
    };
    waitForLocksWithoutBlocking(dataSource, sqliteLockWaitMs);
    describeTimesAsMigrated(dataSource.driver);
    return dataSource;
  }
  const dataSource = new DataSource({
    ...common,
    type: 'postgres',
    url: databaseUrl,
    // One name per open DataSource (a process): the outbox reads who holds a job from pg_stat_activity.
    applicationName: `your-home-in-ghana:${randomUUID()}`,
    // A database that stops answering must give a quick error (503), not requests that hang.
    // Idle connections stay open (idleTimeoutMillis 0): a live process must keep showing in
    // pg_stat_activity while it delivers, or another would take over its outbox jobs.
    // JIT off: it compiles any statement the planner costs high, such as the dashboard's aggregates, which
    // then took tens of milliseconds longer at a million leads; the app's statements are all short.
    extra: {
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      query_timeout: 20_000,
      idleTimeoutMillis: 0,
      options: '-c jit=off',
    },
  });
  describeTimesAsMigrated(dataSource.driver);
  hydrateReturnedValues(dataSource.driver);
  return dataSource;
}

/**
 * After an INSERT, TypeORM merges the columns PostgreSQL returns (every column with a default) into
 * the inserted entity as they arrive, unhydrated (a TODO in its PostgresDriver.createGeneratedMap):
 * a lead's `services` (simple-json) would come back as JSON text. Hydrate them as a SELECT does.
 */
function hydrateReturnedValues(driver: Driver): void {
  const createGeneratedMap = driver.createGeneratedMap.bind(driver);
  driver.createGeneratedMap = (metadata, insertResult: ObjectLiteral | undefined, ...rest) => {
    if (!insertResult) return createGeneratedMap(metadata, insertResult, ...rest);
    const hydrated = Object.entries(insertResult).map(([name, value]) => {
      const column = metadata.findColumnWithDatabaseName(name);
      return [name, column ? driver.prepareHydratedValue(value, column) : value];
    });
    return createGeneratedMap(metadata, Object.fromEntries(hydrated), ...rest);
  };
}

import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

/**
 * Builds (does not open) the DataSource for `sqlite:PATH` or `postgres://…`.
 * Schema changes only ever come from migrations: `synchronize` stays off.
 */
export function createDataSource(databaseUrl: string): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false } as const;
  if (databaseUrl.startsWith('sqlite:')) {
    return new DataSource({
      ...common,
      type: 'better-sqlite3',
      database: databaseUrl.slice('sqlite:'.length),
      enableWAL: true,
      timeout: 5000,
      prepareDatabase(db: { pragma(source: string): unknown }) {
        // FULL: a lead the API acknowledged survives a crash or a power cut (WAL alone may lose the last commits).
        db.pragma('synchronous = FULL');
      },
    });
  }
  return new DataSource({
    ...common,
    type: 'postgres',
    url: databaseUrl,
    applicationName: 'your-home-in-ghana',
    // A database that stops answering must give a quick error (503), not requests that hang.
    extra: { connectionTimeoutMillis: 5_000, statement_timeout: 15_000, query_timeout: 20_000 },
  });
}

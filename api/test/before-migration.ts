import type { DataSource } from 'typeorm';
import { createDataSource } from '../platform/db/data-source';
import { runPendingMigrations } from '../platform/db/migrate';
import type { TestDatabase } from './test-databases';

/** A database as it was before one migration, for a test of what that migration does to existing rows. */
export interface DatabaseBeforeMigration {
  dataSource: DataSource;
  postgres: boolean;
  /** Runs `sql` with `?` placeholders, on either database. */
  run(sql: string, values?: unknown[]): Promise<unknown>;
  /** An instant as the database stores it. */
  time(ms: number): string;
  /** Once migrated again: undoes the later migrations and then this one (its `down`), as before the test's rows. */
  undo(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database migrated up to just before the migration named `name` (its `name`, class name and
 * timestamp): every later migration and that one are undone, so the test writes rows as the schema
 * before it kept them, then runs the pending migrations.
 */
export async function openBeforeMigration(database: TestDatabase, name: string): Promise<DatabaseBeforeMigration> {
  const { url, drop } = await database.create();
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  const position = dataSource.migrations.findIndex((migration) => migration.name === name);
  if (position < 0) throw new Error(`there is no migration named ${name}`);
  const undo = async () => {
    for (let undone = position; undone < dataSource.migrations.length; undone++) await dataSource.undoLastMigration();
  };
  await undo();
  const postgres = database.name === 'postgres';
  return {
    dataSource,
    postgres,
    run(sql, values = []) {
      let placeholder = 0;
      return dataSource.query(postgres ? sql.replace(/\?/g, () => `$${++placeholder}`) : sql, values);
    },
    undo,
    time: (ms) => (postgres ? new Date(ms).toISOString() : new Date(ms).toISOString().replace('T', ' ').slice(0, 23)),
    async close() {
      await dataSource.destroy();
      await drop();
    },
  };
}

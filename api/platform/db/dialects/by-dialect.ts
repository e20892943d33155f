import type { DataSource, EntityManager, ObjectLiteral, QueryBuilder } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';

/** Anything that knows which database it runs on: the DataSource, a manager, its driver, a query builder. */
export type DatabaseHandle = DataSource | EntityManager | Driver | QueryBuilder<ObjectLiteral>;

/** One variant for each database the app runs on. */
export interface DialectVariants<T> {
  sqlite: T;
  postgres: T;
}

/**
 * The variant for the handle's database: the one place that reads which database that is. The rest of
 * the app asks the modules beside this one for the SQL it needs, never the database's name.
 */
export function byDialect<T>(handle: DatabaseHandle, variants: DialectVariants<T>): T {
  const { type } = 'options' in handle ? handle.options : handle.dataSource.options;
  if (type === 'postgres') return variants.postgres;
  if (type === 'better-sqlite3') return variants.sqlite;
  throw new Error(`No SQL dialect for a ${type} database: the app runs on better-sqlite3 or postgres`);
}

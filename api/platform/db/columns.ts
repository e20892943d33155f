import type { QueryRunner, TableColumnOptions } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';
import { timeColumns } from './dialects/time-columns';

/**
 * Column helpers for migrations that run unchanged on SQLite and PostgreSQL, and what lets the
 * entities describe the columns they make.
 * Times are UTC instants, typed as each database keeps one (see timeColumns).
 */
export function timestampColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  const driver = queryRunner.connection.driver;
  const type = timeColumns(driver).created(driver);
  return { name, type, isNullable: false, default: driver.mappedDataTypes.createDateDefault };
}

export function textColumn(name: string): TableColumnOptions {
  return { name, type: 'text', isNullable: false, default: "''" };
}

export function varcharColumn(name: string, length: number, defaultValue = ''): TableColumnOptions {
  return { name, type: 'varchar', length: String(length), isNullable: false, default: `'${defaultValue}'` };
}

export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

/**
 * Marks an entity time column whose default is the current time. Its string is never used: the
 * driver reads the marker as the default `timestampColumn` gives (see `describeTimesAsMigrated`).
 */
export const NOW = () => 'CURRENT_TIMESTAMP';

/**
 * Entities declare a time as `{ type: Date }`, with `default: NOW` where the migration gave it one.
 * TypeORM alone would read that as `timestamp` without zone on PostgreSQL and a `CURRENT_TIMESTAMP`
 * default on SQLite; this teaches the driver the columns `timestampColumn` made (`timestamptz`,
 * and each database's own `createDateDefault`), so the entities and the migrations are one schema.
 */
export function describeTimesAsMigrated(driver: Driver): void {
  const normalizeType = driver.normalizeType.bind(driver);
  const normalizeDefault = driver.normalizeDefault.bind(driver);
  const described = timeColumns(driver).described;
  if (described !== undefined) {
    driver.normalizeType = (column) => (column.type === Date ? described : normalizeType(column));
  }
  driver.normalizeDefault = (column) =>
    column.default === NOW ? driver.mappedDataTypes.createDateDefault : normalizeDefault(column);
}

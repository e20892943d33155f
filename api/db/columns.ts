import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column helpers for migrations that run unchanged on SQLite and PostgreSQL.
 * Times are UTC instants: `timestamptz` on PostgreSQL (a plain `timestamp` would shift
 * by the process time zone), the driver's own date type on SQLite.
 */
export function timestampColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  const driver = queryRunner.connection.driver;
  const type = driver.options.type === 'postgres' ? 'timestamptz' : driver.normalizeType({ type: Date });
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

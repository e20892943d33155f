import type { DataSource } from 'typeorm';
import { byDialect } from './by-dialect';

/**
 * Whether this process is the only app process on its database: so on SQLite, which suits one machine and
 * one process; PostgreSQL is shared by every app process started on it.
 */
export const servesOneProcess = (dataSource: DataSource): boolean =>
  byDialect(dataSource, { sqlite: true, postgres: false });

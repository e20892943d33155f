import { byDialect, type DatabaseHandle } from './by-dialect';

/** Arithmetic on stored times (columns as TypeORM stores a Date). */
export interface TimeArithmetic {
  /** The minutes from one time to a later one, fractions included. */
  minutesBetween(from: string, to: string): string;
}

/** SQLite keeps times as UTC text 'YYYY-MM-DD HH:MM:SS.SSS'; julianday counts days. */
const sqlite: TimeArithmetic = { minutesBetween: (from, to) => `(julianday(${to}) - julianday(${from})) * 1440.0` };

const postgres: TimeArithmetic = { minutesBetween: (from, to) => `EXTRACT(EPOCH FROM (${to} - ${from})) / 60.0` };

export const timeArithmetic = (handle: DatabaseHandle): TimeArithmetic => byDialect(handle, { sqlite, postgres });

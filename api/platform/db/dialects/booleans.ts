import { byDialect, type DatabaseHandle } from './by-dialect';

/** Conditions on a boolean column. */
export interface Booleans {
  isTrue(column: string): string;
}

/** SQLite keeps a boolean as 0 or 1. */
const sqlite: Booleans = { isTrue: (column) => `${column} = 1` };

const postgres: Booleans = { isTrue: (column) => column };

export const booleans = (handle: DatabaseHandle): Booleans => byDialect(handle, { sqlite, postgres });

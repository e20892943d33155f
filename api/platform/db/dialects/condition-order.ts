import { byDialect, type DatabaseHandle } from './by-dialect';

/** Writing conditions so the database tests them in the order they are written. */
export interface ConditionOrder {
  /** `expression` equals the named parameter (`:name`), tested before the conditions that follow it. */
  equalsFirst(expression: string, parameter: string): string;
}

/** SQLite keeps the plain equality, which its planner may look up through an index. */
const sqlite: ConditionOrder = { equalsFirst: (expression, parameter) => `${expression} = :${parameter}` };

/**
 * PostgreSQL tests a plain equality with a constant after every other condition of a scan, however costly
 * those are; `= ANY(ARRAY[…])` it tests where it is written.
 */
const postgres: ConditionOrder = {
  equalsFirst: (expression, parameter) => `${expression} = ANY(ARRAY[:${parameter}])`,
};

export const conditionOrder = (handle: DatabaseHandle): ConditionOrder => byDialect(handle, { sqlite, postgres });

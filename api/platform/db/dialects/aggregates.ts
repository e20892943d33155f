import { byDialect, type DatabaseHandle } from './by-dialect';

/** Aggregates the two databases spell differently. */
export interface Aggregates {
  /** The middle value of `expression` over the group, or the mean of the two middle ones. */
  median(expression: string): string;
}

/** SQLite's own median() aggregate. */
const sqlite: Aggregates = { median: (expression) => `median(${expression})` };

const postgres: Aggregates = { median: (expression) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${expression})` };

export const aggregates = (handle: DatabaseHandle): Aggregates => byDialect(handle, { sqlite, postgres });

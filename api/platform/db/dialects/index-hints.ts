import { byDialect, type DatabaseHandle } from './by-dialect';

/**
 * What a statement may tell the planner about indexes. SQLite's planner takes hints written into the
 * statement; PostgreSQL's takes none, and chooses from its statistics.
 */
export interface IndexHints {
  /** Follows a table in FROM: the table is read through that index. */
  indexedBy(index: string): string;
  /** An expression (a column) the planner must not look up through an index. */
  offIndexes(expression: string): string;
}

/** A unary + leaves the value as it is, but SQLite no longer sees the bare column an index could serve. */
const sqlite: IndexHints = {
  indexedBy: (index) => ` INDEXED BY "${index}"`,
  offIndexes: (expression) => `+${expression}`,
};

const postgres: IndexHints = { indexedBy: () => '', offIndexes: (expression) => expression };

export const indexHints = (handle: DatabaseHandle): IndexHints => byDialect(handle, { sqlite, postgres });

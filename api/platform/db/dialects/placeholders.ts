import { byDialect, type DatabaseHandle } from './by-dialect';

/** How a hand-written statement marks its parameters. */
export interface Placeholders {
  /** The mark of the parameter at `position` (from 1) among the statement's values. */
  at(position: number): string;
  /** A statement written with `?` marks, as this database takes it. */
  numbered(sql: string): string;
}

const sqlite: Placeholders = { at: () => '?', numbered: (sql) => sql };

/** PostgreSQL numbers its parameters: `$1`, `$2`… */
const postgres: Placeholders = {
  at: (position) => `$${position}`,
  numbered: (sql) => {
    let position = 0;
    return sql.replace(/\?/g, () => `$${++position}`);
  },
};

export const placeholders = (handle: DatabaseHandle): Placeholders => byDialect(handle, { sqlite, postgres });

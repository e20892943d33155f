import { byDialect, type DatabaseHandle } from './by-dialect';

/** How an INSERT of one row answers the id it was given. */
export interface InsertedId {
  /** What the INSERT ends with. */
  returning: string;
  /** The id from what `manager.query` answered; undefined when no row was inserted (where that can be told). */
  read(result: unknown): number | undefined;
}

/**
 * better-sqlite3 answers a write with the connection's last rowid, so SQLite's INSERT needs no RETURNING;
 * that rowid is an earlier row's when the insert was ignored, which SQLite cannot tell apart.
 */
const sqlite: InsertedId = { returning: '', read: (result) => Number(result) };

const postgres: InsertedId = {
  returning: ' RETURNING "id"',
  read: (result) => {
    const [inserted] = result as Array<{ id: number | string }>;
    return inserted === undefined ? undefined : Number(inserted.id);
  },
};

export const insertedId = (handle: DatabaseHandle): InsertedId => byDialect(handle, { sqlite, postgres });

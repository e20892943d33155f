/** A database `npm run restore` writes into: SQLite (restore-sqlite.ts) or PostgreSQL (restore-postgres.ts). */
export interface RestoreTarget {
  /** The tables that hold rows (the migrations table aside): any means the database is in use. */
  nonEmptyTables(): Promise<string[]>;
  /** Replaces everything the database holds with the backup in `file`, in one go. */
  restore(file: string): Promise<void>;
}

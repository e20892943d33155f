/**
 * SQLite stayed locked by another connection (a backup, a command-line tool, a second process)
 * for longer than a request may wait. Nothing of the unit of work was written.
 */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`The SQLite database stayed locked by another connection for ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, …), as better-sqlite3 and TypeORM report them. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Whether a write failed on a unique index or a primary key: PostgreSQL's 23505, or SQLite's constraint codes
 * (better-sqlite3 names a primary key's apart from a unique index's).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; driverError?: { code?: string } }).driverError?.code ??
    (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

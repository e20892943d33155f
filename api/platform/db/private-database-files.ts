import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/** The files SQLite keeps beside a database while it is open (WAL mode) or after a crash. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Makes a SQLite database's folder (when missing) and file readable by this user only, before SQLite opens it:
 * they hold password hashes, second-factor secrets and personal data. SQLite gives the -wal and -shm files
 * it creates the database file's mode; those an earlier run left behind, and a file made before, are
 * narrowed here. A folder that already exists is the user's to set, and left as it is.
 */
export function makeDatabaseFilesPrivate(databasePath: string): void {
  if (databasePath === '' || databasePath === ':memory:') return;
  mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true, mode: 0o700 });
  // An empty file is an empty database to SQLite; 'a' never truncates one that exists.
  closeSync(openSync(databasePath, 'a', 0o600));
  for (const file of [databasePath, ...COMPANIONS.map((suffix) => databasePath + suffix)]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

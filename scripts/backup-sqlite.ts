import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { type BackupContents, readContents } from './backup-contents';

// better-sqlite3's default: each step is a short read transaction of 400 KB.
const PAGES_PER_STEP = 100;
const ALL_REMAINING_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database at `databasePath` into `file` (a new, empty file) through SQLite's
 * online backup API, on a connection of its own, while the app goes on writing, and answers what
 * the copy holds. The copy is one consistent state of the database: SQLite restarts a stepped copy
 * whenever another connection writes, so under steady writes it would restart for ever. After the
 * first restart the rest goes in one step, one read transaction, which in WAL mode never holds up
 * a writer.
 */
export async function backupSqlite(databasePath: string, file: string): Promise<BackupContents> {
  if (!existsSync(databasePath)) throw new Error(`There is no database at ${databasePath} (DATABASE_URL).`);
  const source = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
  try {
    let remainingBefore = Infinity;
    let restarted = false;
    await source.backup(file, {
      progress({ remainingPages }) {
        restarted ||= remainingPages > remainingBefore;
        remainingBefore = remainingPages;
        return restarted ? ALL_REMAINING_PAGES : PAGES_PER_STEP;
      },
    });
  } finally {
    source.close();
  }
  const copy = new Database(file, { fileMustExist: true });
  try {
    // A backup is one self-contained file: no -wal or -shm beside it, even once it is opened.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed SQLite's check: ${String(check)}`);
    return await readContents((sql) => copy.prepare(sql).all() as Record<string, unknown>[]);
  } finally {
    copy.close();
  }
}

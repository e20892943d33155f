import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { makeDatabaseFilesPrivate } from '../api/platform/db/private-database-files';
import { appliedMigrations } from './backup-contents';
import type { RestoreTarget } from './restore-target';

/** The applied migrations a SQLite backup records, oldest first. */
export async function sqliteBackupMigrations(file: string): Promise<string[]> {
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return await appliedMigrations((sql) => backup.prepare(sql).all() as Record<string, unknown>[]);
  } finally {
    backup.close();
  }
}

/**
 * A SQLite database as a place to restore into. The backup replaces its content through SQLite's
 * backup API, which takes SQLite's locks: a connection left open sees the new content, never a
 * half-written file.
 */
export function sqliteTarget(databasePath: string): RestoreTarget {
  return {
    async nonEmptyTables() {
      if (!existsSync(databasePath)) return [];
      const db = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
      try {
        // Ordinary tables only: the search index's shadow tables hold their own bookkeeping rows when empty.
        const tables = db
          .prepare(
            `SELECT "name" FROM pragma_table_list WHERE "schema" = 'main' AND "type" = 'table' AND "name" NOT LIKE 'sqlite\\_%' ESCAPE '\\'`,
          )
          .pluck()
          .all() as string[];
        return tables.filter(
          (table) => table !== 'migrations' && db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get() !== undefined,
        );
      } finally {
        db.close();
      }
    },
    async restore(file) {
      // Made before SQLite writes it, readable by this user only, as the app's database and the backups are.
      makeDatabaseFilesPrivate(databasePath);
      const backup = new Database(file, { readonly: true, fileMustExist: true });
      try {
        // One step: nothing else should be writing the backup, and one step is one transaction on the target.
        await backup.backup(databasePath, { progress: () => 0x7fffffff });
      } finally {
        backup.close();
      }
    },
  };
}

import Database from 'better-sqlite3';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createDataSource } from './data-source';
import { runPendingMigrations } from './migrate';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Opens the database as the app does, migrates it, and answers the modes of its folder and files while it is open. */
async function modesWhileOpen(databasePath: string): Promise<Record<string, number>> {
  const dataSource = createDataSource(`sqlite:${databasePath}`);
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
    return {
      folder: modeOf(path.dirname(databasePath)),
      database: modeOf(databasePath),
      wal: modeOf(`${databasePath}-wal`),
      shm: modeOf(`${databasePath}-shm`),
    };
  } finally {
    await dataSource.destroy();
  }
}

// This process's umask (022 here) would make them 0755 and 0644: readable by every user of the machine.
test('a new database, its folder, WAL and shared-memory file are made readable by their owner only', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'private-files-'));
  expect(await modesWhileOpen(path.join(dir, 'data', 'deeper', 'app.sqlite'))).toEqual({
    folder: 0o700,
    database: 0o600,
    wal: 0o600,
    shm: 0o600,
  });
  expect(modeOf(path.join(dir, 'data'))).toBe(0o700);
});

test('a database made readable by others before (and the WAL a crash left) is narrowed when opened', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'private-files-'));
  const databasePath = path.join(dir, 'app.sqlite');
  await modesWhileOpen(databasePath);
  // A WAL holding a commit, as a crash leaves it (SQLite itself narrows only an empty one).
  const live = new Database(databasePath);
  live.pragma('wal_autocheckpoint = 0');
  live.exec('CREATE TABLE "left_by_a_crash" ("x" integer)');
  const wal = readFileSync(`${databasePath}-wal`);
  live.close();
  writeFileSync(`${databasePath}-wal`, wal);
  for (const file of [databasePath, `${databasePath}-wal`]) chmodSync(file, 0o644);
  // A folder the user already had is theirs to set: only the files change.
  chmodSync(dir, 0o755);
  expect(await modesWhileOpen(databasePath)).toEqual({ folder: 0o755, database: 0o600, wal: 0o600, shm: 0o600 });
});

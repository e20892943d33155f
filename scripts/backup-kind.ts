import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Which database a backup file is for, from its first bytes: a SQLite database file, or a pg_dump
 * custom-format archive. Undefined for anything else.
 */
export function backupKind(file: string): 'sqlite' | 'postgres' | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

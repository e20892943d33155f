import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { sessionSecretFile } from './session-secret';

/** The part of a stream the first admin's password may be shown on. */
export interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Where a generated first-admin password is kept: the session secret's folder, beside the SQLite
 * file of this database (`data/` on PostgreSQL).
 */
export function firstAdminPasswordFile(dataSource: DataSource): string {
  const { options } = dataSource;
  const databaseUrl = options.type === 'better-sqlite3' ? `sqlite:${options.database}` : 'postgres:';
  return path.join(path.dirname(sessionSecretFile(databaseUrl)), 'first-admin-password');
}

/**
 * Shows a generated password where no log collector reads it: stdout carries the JSON log, so on
 * stderr when that is a person's terminal, otherwise in a file only this user can read. Answers
 * that file's path, or undefined when the terminal showed it.
 */
export function keepFirstAdminPassword(
  dataSource: DataSource,
  username: string,
  password: string,
  terminal: Terminal,
): string | undefined {
  const advice = `Sign in at /admin and change it, or run: npm run admin -- reset-password ${username}`;
  if (terminal.isTTY) {
    terminal.write(
      [
        '',
        'A first back-office account was created (there were no users):',
        `  username: ${username}`,
        `  password: ${password}`,
        `It is shown only this once. ${advice}`,
        '',
      ].join('\n') + '\n',
    );
    return undefined;
  }
  const file = firstAdminPasswordFile(dataSource);
  // On PostgreSQL this may be the first file in data/: the folder is this user's only, as session-secret makes it.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // A file left by an earlier database may have another owner's mode: make a new one, 0600 from its first byte.
  rmSync(file, { force: true });
  writeFileSync(
    file,
    `# The first back-office account. ${advice}; then delete this file.\nusername: ${username}\npassword: ${password}\n`,
    {
      mode: 0o600,
      flag: 'wx',
    },
  );
  return file;
}

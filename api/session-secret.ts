import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError } from './config';

/**
 * Where a generated secret lives: beside the SQLite file (the data it protects), or in `data/`
 * when the database is PostgreSQL.
 */
export function sessionSecretFile(databaseUrl: string): string {
  const dir = databaseUrl.startsWith('sqlite:')
    ? path.dirname(path.resolve(databaseUrl.slice('sqlite:'.length)))
    : path.resolve('data');
  return path.join(dir, 'session-secret');
}

function readKept(file: string): string | undefined {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32)
      throw new ConfigError(`${file} holds a session secret shorter than 32 characters: delete it to make a new one`);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * SESSION_SECRET when set (always in production: config.ts insists). Otherwise a random secret
 * made on the first start and kept, readable by this user only, so sign-ins survive a restart.
 */
export function resolveSessionSecret(config: Pick<AppConfig, 'sessionSecret' | 'databaseUrl'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = sessionSecretFile(config.databaseUrl);
  const kept = readKept(file);
  if (kept) return kept;
  // data/ holds the database and this secret: this user's only, as the database's own folder (private-database-files).
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKept(file)!;
}

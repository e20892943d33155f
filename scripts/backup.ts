/**
 * `npm run backup -- [FILE]`
 *
 * A consistent copy of DATABASE_URL, taken while the site serves and takes leads: SQLite through
 * its online backup API, PostgreSQL through pg_dump. FILE defaults to backups/yhg-<UTC time>.sqlite
 * (or .dump). Prints what the copy holds.
 */
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertSupportedNode, databaseUrl } from '../api/config';
import { runCli, UsageError } from './cli-run';

const USAGE = `Usage: npm run backup -- [FILE]
Copies DATABASE_URL into FILE (default: backups/yhg-<UTC time>.sqlite, or .dump on PostgreSQL).`;

/** backups/yhg-2026-11-24T093015Z.sqlite: sorts by time, and has no colon (which some tools take for a host). */
function defaultFile(isSqlite: boolean, now = new Date()): string {
  const stamp = `${now.toISOString().slice(0, 19).replace(/:/g, '')}Z`;
  return path.join('backups', `yhg-${stamp}.${isSqlite ? 'sqlite' : 'dump'}`);
}

function parse(argv: string[]): string | undefined {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const unknown = Object.keys(values).filter((name) => name !== 'help');
  if (values.help) throw new UsageError('');
  if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
  if (positionals.length > 1) throw new UsageError('Give one file at most.');
  return positionals[0];
}

function megabytes(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  assertSupportedNode();
  const url = databaseUrl(process.env);
  const isSqlite = url.startsWith('sqlite:');
  const file = parse(process.argv.slice(2)) ?? defaultFile(isSqlite);
  // Imported only after the Node check: opening SQLite on an old Node crashes the process.
  const { describeContents } = await import('./backup-contents');
  const { backupSqlite } = await import('./backup-sqlite');
  const { backupPostgres } = await import('./backup-postgres');

  // Written under a temporary name and renamed when complete: FILE is never a half-made copy, and a
  // backup never replaces another. It holds personal data and password hashes: this user only.
  if (existsSync(file))
    throw new Error(`${file} already exists: a backup never replaces another. Choose another name.`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', 0o600));
    const contents = isSqlite
      ? await backupSqlite(url.slice('sqlite:'.length), partial)
      : await backupPostgres(url, partial);
    renameSync(partial, file);
    console.log(`Backed up to ${file} (${megabytes(file)}). It holds:\n${describeContents(contents)}`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

runCli(main, USAGE, 'Backup failed: ');

/**
 * `npm run restore -- FILE [--force]`
 *
 * Restores a backup made by `npm run backup` into DATABASE_URL (a SQLite file into a sqlite: URL,
 * a pg_dump archive into a postgres:// one), then applies the migrations this code has that the
 * backup lacks. Refuses a database that holds data unless --force, and a backup from a newer
 * version of the app. Prints what the database then holds.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assertSupportedNode, databaseUrl } from '../api/config';
import { runCli, UsageError } from './cli-run';

const USAGE = `Usage: npm run restore -- FILE [--force]
Restores a backup made by "npm run backup" into DATABASE_URL, which must hold no data
(--force replaces whatever it holds).`;

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const unknown = Object.keys(values).filter((name) => !['force', 'help'].includes(name));
  if (values.help) throw new UsageError('');
  if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'Give one backup file.' : '');
  return { file: positionals[0], force: values.force === true };
}

/** DATABASE_URL as it may be printed: without its password. */
function describeDatabase(url: string): string {
  if (url.startsWith('sqlite:')) return url;
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

async function main(): Promise<void> {
  assertSupportedNode();
  const { file, force } = parse(process.argv.slice(2));
  const url = databaseUrl(process.env);
  const isSqlite = url.startsWith('sqlite:');
  // Imported only after the Node check: opening SQLite on an old Node crashes the process.
  const { describeContents, readContents, unknownMigrations } = await import('./backup-contents');
  const { backupKind } = await import('./backup-kind');
  const { sqliteBackupMigrations, sqliteTarget } = await import('./restore-sqlite');
  const { postgresBackupMigrations, postgresTarget } = await import('./restore-postgres');
  const { createDataSource } = await import('../api/platform/db/data-source');
  const { runPendingMigrations } = await import('../api/platform/db/migrate');

  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const kind = backupKind(file);
  if (!kind) throw new Error(`${file} is neither a SQLite backup nor a PostgreSQL archive made by "npm run backup".`);
  if ((kind === 'sqlite') !== isSqlite) {
    const [made, other] = kind === 'sqlite' ? ['a SQLite backup', 'PostgreSQL'] : ['a PostgreSQL archive', 'SQLite'];
    throw new Error(
      `${file} is ${made}, but DATABASE_URL is a ${other} database: restore it into a ${kind === 'sqlite' ? 'sqlite:' : 'postgres://'} DATABASE_URL.`,
    );
  }
  const applied = await (kind === 'sqlite' ? sqliteBackupMigrations(file) : postgresBackupMigrations(file)).catch(
    (error: Error) => {
      if (/no such table: migrations/.test(error.message)) return [];
      throw error;
    },
  );
  if (applied.length === 0)
    throw new Error(`${file} records no migrations: it is not a backup of this app's database.`);
  const unknown = unknownMigrations(applied);
  if (unknown.length > 0) {
    throw new Error(
      `${file} comes from a newer version of the app: its schema has migrations this code does not know (${unknown.join(', ')}). ` +
        'Restore it with the version that made it, or a newer one.',
    );
  }

  const target = isSqlite ? sqliteTarget(url.slice('sqlite:'.length)) : postgresTarget(url);
  const inUse = await target.nonEmptyTables();
  if (inUse.length > 0 && !force) {
    throw new Error(
      `${describeDatabase(url)} already holds data (in ${[...inUse].sort().join(', ')}). Restoring replaces all of it: ` +
        'run again with --force to do that, or restore into an empty database.',
    );
  }
  await target.restore(file);

  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const migrated = await runPendingMigrations(dataSource);
    const contents = await readContents((sql) => dataSource.query(sql));
    const migratedLine = migrated.length
      ? `\nThen applied: ${migrated.map((migration) => migration.name).join(', ')}.`
      : '';
    console.log(
      `Restored ${file} into ${describeDatabase(url)}.${migratedLine}\nIt now holds:\n${describeContents(contents)}`,
    );
  } finally {
    await dataSource.destroy();
  }
}

runCli(main, USAGE, 'Restore failed: ');

import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../api/platform/db/entities/AdminUser';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { AdminUsersService } from '../api/resources/admin-users/admin-users.service';
import { LeadsService } from '../api/resources/leads/leads.service';
import { SessionsService } from '../api/resources/auth/sessions.service';
import { buildLead } from '../api/test/factories';
import { TEST_SETUP } from '../api/test/sign-in';
import { TEST_DATABASES } from '../api/test/test-databases';
import { EventOutbox } from '../api/platform/outbox/event-outbox';
import { runScript } from './backup-cli.test-helpers';
import { withDatabase } from '../api/test/with-database';

const FUTURE_MIGRATION = 'AddTomorrowsTable1999999999999';

const addUser = (dataSource: DataSource, username: string) =>
  new AdminUsersService(dataSource, new SessionsService(dataSource)).create(
    { username, email: null, role: 'admin', password: 'a-long-password' },
    TEST_SETUP,
    { temporary: false },
  );

const usernames = (url: string) =>
  withDatabase(url, async (dataSource) =>
    (await dataSource.getRepository(AdminUser).find()).map((user) => user.username),
  );

describe.each(TEST_DATABASES)('npm run restore on $name', (database) => {
  const other = TEST_DATABASES.find((candidate) => candidate !== database)!;
  const extension = database.name === 'sqlite' ? 'sqlite' : 'dump';
  const drops: (() => Promise<void>)[] = [];
  let dir: string;
  let source: string;
  let backup: string;

  /** A new database of this kind, removed after the file's tests; migrated and given `users` when asked. */
  async function newDatabase({ migrated = false, users = [] as string[] } = {}): Promise<string> {
    const { url, drop } = await database.create();
    drops.push(drop);
    if (migrated) {
      await withDatabase(url, async (dataSource) => {
        await runPendingMigrations(dataSource);
        for (const username of users) await addUser(dataSource, username);
      });
    }
    return url;
  }

  const restore = (file: string, url: string, ...flags: string[]) =>
    runScript('scripts/restore.ts', [file, ...flags], { DATABASE_URL: url });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'restore-'));
    source = await newDatabase({ migrated: true, users: ['backed-up'] });
    await withDatabase(source, (dataSource) =>
      new LeadsService(dataSource, new EventOutbox({ emailEnabled: false, wake() {} })).create(
        'renter',
        buildLead({ email: 'kept@example.com' }),
      ),
    );
    backup = path.join(dir, `backup.${extension}`);
    expect(await runScript('scripts/backup.ts', [backup], { DATABASE_URL: source })).toMatchObject({ code: 0 });
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a migrated but unused database takes the backup without --force', { timeout: 60_000 }, async () => {
    const target = await newDatabase({ migrated: true });
    const result = await restore(backup, target);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('leads:       0 buyers, 0 sellers, 1 renters');
    expect(await usernames(target)).toEqual(['backed-up']);
  });

  test(
    'a database not made yet is made and takes the backup; a SQLite one readable by its owner only',
    { timeout: 60_000 },
    async () => {
      const target =
        database.name === 'sqlite' ? `sqlite:${path.join(dir, 'new-data', 'restored.sqlite')}` : await newDatabase();
      expect(await restore(backup, target)).toMatchObject({ code: 0, stderr: '' });
      // Checked before the app's own opening (usernames) would narrow
      // them: it holds password hashes and second-factor secrets.
      if (database.name === 'sqlite') {
        expect(statSync(path.join(dir, 'new-data')).mode & 0o777).toBe(0o700);
        expect(statSync(path.join(dir, 'new-data', 'restored.sqlite')).mode & 0o777).toBe(0o600);
      }
      expect(await usernames(target)).toEqual(['backed-up']);
    },
  );

  test('a database holding data is refused and left as it was; --force replaces it', { timeout: 60_000 }, async () => {
    const target = await newDatabase({ migrated: true, users: ['already-here'] });
    const refused = await restore(backup, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'already holds data (in admin_users, audit_events). Restoring replaces all of it: run again with --force',
    );
    expect(await usernames(target)).toEqual(['already-here']);

    const forced = await restore(backup, target, '--force');
    expect(forced).toMatchObject({ code: 0, stderr: '' });
    expect(await usernames(target)).toEqual(['backed-up']);
  });

  test(
    'a backup from a newer schema is refused, naming the migrations this code lacks',
    { timeout: 60_000 },
    async () => {
      const newer = await newDatabase({ migrated: true });
      await withDatabase(newer, (dataSource) =>
        dataSource.query(
          `INSERT INTO "migrations" ("timestamp", "name") VALUES (1999999999999, '${FUTURE_MIGRATION}')`,
        ),
      );
      const newerBackup = path.join(dir, `newer.${extension}`);
      expect(await runScript('scripts/backup.ts', [newerBackup], { DATABASE_URL: newer })).toMatchObject({ code: 0 });

      const target = await newDatabase();
      const refused = await restore(newerBackup, target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `comes from a newer version of the app: its schema has migrations this code does not know (${FUTURE_MIGRATION})`,
      );
      expect(await withDatabase(target, (dataSource) => dataSource.createQueryRunner().hasTable('leads'))).toBe(false);
    },
  );

  test(
    `a backup for the other database, or a file that is no backup, is refused with a message`,
    { timeout: 60_000 },
    async () => {
      const { url: otherUrl, drop } = await other.create();
      drops.push(drop);
      const mismatch = await restore(backup, otherUrl);
      expect(mismatch.code).toBe(1);
      expect(mismatch.stderr).toContain(
        database.name === 'sqlite'
          ? 'is a SQLite backup, but DATABASE_URL is a PostgreSQL database: restore it into a sqlite: DATABASE_URL.'
          : 'is a PostgreSQL archive, but DATABASE_URL is a SQLite database: restore it into a postgres:// DATABASE_URL.',
      );

      const notes = path.join(dir, 'notes.txt');
      writeFileSync(notes, 'not a backup at all\n');
      const target = await newDatabase();
      expect((await restore(notes, target)).stderr).toContain(
        'is neither a SQLite backup nor a PostgreSQL archive made by "npm run backup".',
      );
      expect((await restore(path.join(dir, 'missing.sqlite'), target)).stderr).toContain('There is no file');
      expect(await restore(backup, target, '--forse')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Unknown option --forse.'),
      });
    },
  );
});

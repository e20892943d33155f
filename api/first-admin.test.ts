import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import { ensureFirstAdmin } from './first-admin';
import type { LogLine } from './platform/logger';
import { AdminUsersService } from './resources/admin-users/admin-users.service';
import { SessionsService } from './resources/auth/sessions.service';
import { openMigratedDatabase, TEST_DATABASES } from './test/test-databases';

// SQLite only: on PostgreSQL the file would go to the working folder's data/, the repository's own.
const sqlite = TEST_DATABASES.find((database) => database.name === 'sqlite')!;

let database: { dataSource: DataSource; close(): Promise<void> };
let passwordFile: string;
beforeEach(async () => {
  database = await openMigratedDatabase(sqlite);
  passwordFile = path.join(path.dirname(database.dataSource.options.database as string), 'first-admin-password');
});
afterEach(() => database.close());

function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), text: () => written.join('') };
}

const signsIn = (password: string) =>
  new AdminUsersService(database.dataSource, new SessionsService(database.dataSource))
    .authenticate('admin', password)
    .then(Boolean);

test('on a terminal the generated password is shown on it (stderr), and the log holds neither it nor a file', async () => {
  const logs: LogLine[] = [];
  const stderr = terminal(true);
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: undefined, adminPassword: undefined },
    (line) => logs.push(line),
    stderr,
  );
  const password = /password: (\S+)/.exec(stderr.text())![1];
  expect(await signsIn(password)).toBe(true);
  expect(logs).toEqual([{ msg: 'first admin created', id: 1, username: 'admin', passwordFile: undefined }]);
  expect(existsSync(passwordFile)).toBe(false);
});

test('without a terminal it goes to a new 0600 file beside the database, replacing one an earlier database left', async () => {
  writeFileSync(passwordFile, 'password: stale\n', { mode: 0o644 });
  const logs: LogLine[] = [];
  const stderr = terminal(false);
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: undefined, adminPassword: undefined },
    (line) => logs.push(line),
    stderr,
  );
  expect(stderr.text()).toBe('');
  expect(logs).toEqual([{ msg: 'first admin created', id: 1, username: 'admin', passwordFile }]);
  expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
  const password = /^password: (\S+)$/m.exec(readFileSync(passwordFile, 'utf8'))![1];
  expect(password).not.toBe('stale');
  expect(await signsIn(password)).toBe(true);
  expect(JSON.stringify(logs)).not.toContain(password);
});

test('ADMIN_PASSWORD is neither shown nor written anywhere, and a second call makes nothing', async () => {
  const stderr = terminal(true);
  const config = { adminUsername: 'admin', adminPassword: 'from-the-environment' };
  await ensureFirstAdmin(database.dataSource, config, () => {}, stderr);
  const logs: LogLine[] = [];
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: undefined, adminPassword: undefined },
    (line) => logs.push(line),
    stderr,
  );
  expect(stderr.text()).toBe('');
  expect(logs).toEqual([]);
  expect(existsSync(passwordFile)).toBe(false);
  expect(await signsIn('from-the-environment')).toBe(true);
});

test('ADMIN_EMAIL gives the first admin that address (the bare address when written with a name)', async () => {
  const config = {
    adminUsername: 'owner',
    adminPassword: 'from-the-environment',
    adminEmail: 'Kofi Owner <kofi@example.com>',
  };
  await ensureFirstAdmin(database.dataSource, config, () => {}, terminal(true));
  const users = new AdminUsersService(database.dataSource, new SessionsService(database.dataSource));
  expect((await users.findByUsername('owner'))?.email).toBe('kofi@example.com');
});

test('ADMIN_EMAIL set on an install whose first admin has no address gives it that address, once; an address already there stays', async () => {
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: 'owner', adminPassword: 'from-the-environment' },
    () => {},
    terminal(true),
  );
  const logs: LogLine[] = [];
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: 'owner', adminPassword: 'from-the-environment', adminEmail: 'kofi@example.com' },
    (line) => logs.push(line),
    terminal(true),
  );
  const users = new AdminUsersService(database.dataSource, new SessionsService(database.dataSource));
  expect((await users.findByUsername('owner'))?.email).toBe('kofi@example.com');
  expect(logs).toEqual([{ msg: 'first admin given ADMIN_EMAIL', id: 1 }]);
  await ensureFirstAdmin(
    database.dataSource,
    { adminUsername: 'owner', adminPassword: 'from-the-environment', adminEmail: 'other@example.com' },
    () => {},
    terminal(true),
  );
  expect((await users.findByUsername('owner'))?.email).toBe('kofi@example.com');
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDataSource } from '../api/platform/db/data-source';
import { AdminUser } from '../api/platform/db/entities/AdminUser';
import { AuditEvent } from '../api/platform/db/entities/AuditEvent';
import { RecoveryCode } from '../api/platform/db/entities/RecoveryCode';
import { Session } from '../api/platform/db/entities/Session';
import { verifyPassword } from '../api/resources/auth/password';
import { SessionsService } from '../api/resources/auth/sessions.service';

let dir: string;
let databaseUrl: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  databaseUrl = `sqlite:${path.join(dir, 'cli.sqlite')}`;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI as `npm run admin --` does, with `stdin` piped in. */
async function admin(args: string[], stdin = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin);
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}

async function withDatabase<T>(work: (dataSource: ReturnType<typeof createDataSource>) => Promise<T>): Promise<T> {
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

test('create makes a user from a piped password, with role and email', async () => {
  const result = await admin(
    ['create', 'Nana.Ama', '--role', 'admin', '--email', 'nana@example.com', '--password-stdin'],
    '  a-piped-password \n',
  );
  expect(result).toMatchObject({ code: 0, stdout: 'Created admin "Nana.Ama" (id 1).\n' });
  const user = await withDatabase((db) => db.getRepository(AdminUser).findOneByOrFail({ usernameKey: 'nana.ama' }));
  expect(user).toMatchObject({ username: 'Nana.Ama', role: 'admin', email: 'nana@example.com' });
  // Trimmed, like every password the API receives.
  expect(await verifyPassword('a-piped-password', user.passwordHash)).toBe(true);
  expect(result.stdout + result.stderr).not.toContain('a-piped-password');
  const entries = await withDatabase((db) => db.getRepository(AuditEvent).findBy({ action: 'user.created' }));
  expect(entries).toMatchObject([
    { actorId: null, actorName: 'command line', details: { userId: user.id, username: 'Nana.Ama', role: 'admin' } },
  ]);
  expect(JSON.stringify(entries)).not.toContain('a-piped-password');
});

test('the role defaults to user; a password piped without the flag works too', async () => {
  expect(await admin(['create', 'kojo'], 'another-password\n')).toMatchObject({
    code: 0,
    stdout: 'Created user "kojo" (id 2).\n',
  });
});

test("reset-password sets a temporary password and ends that user's sessions", async () => {
  const id = await withDatabase(async (db) => {
    const user = await db.getRepository(AdminUser).findOneByOrFail({ usernameKey: 'kojo' });
    await new SessionsService(db).insert(SessionsService.newId(), { userId: user.id }, 60_000);
    return user.id;
  });
  const result = await admin(['reset-password', 'KOJO'], 'brand-new-password\n');
  expect(result).toMatchObject({
    code: 0,
    stdout:
      'The password of "kojo" was changed and their sessions have ended. It is temporary: they choose their own at their next sign-in.\n',
  });
  await withDatabase(async (db) => {
    const user = await db.getRepository(AdminUser).findOneByOrFail({ id });
    expect(await verifyPassword('brand-new-password', user.passwordHash)).toBe(true);
    expect(user.mustChangePassword).toBe(true);
    expect(await db.getRepository(Session).findBy({ userId: id })).toEqual([]);
    const entries = await db.getRepository(AuditEvent).findBy({ action: 'user.password_changed' });
    expect(entries).toMatchObject([
      { actorId: null, actorName: 'command line', details: { userId: id, username: 'kojo' } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('brand-new-password');
  });
});

test.each([
  [['create', 'kojo'], 'long-enough-password', 1, 'The username "kojo" is already taken.'],
  [['reset-password', 'nobody'], 'long-enough-password', 1, 'There is no user "nobody".'],
  [['create', 'shorty'], 'short', 1, 'Please choose a password of at least 10 characters.'],
  [['create', 'someone', '--password', 'in-the-open-123'], '', 2, 'A password is never given on the command line'],
  [['create', 'someone', '--password=in-the-open-123'], '', 2, 'A password is never given on the command line'],
  [['create', 'someone', '--role', 'owner'], 'long-enough-password', 2, '--role must be admin or user.'],
  [['create', 'some one'], 'long-enough-password', 2, 'A username has up to 64 letters'],
  [['create', 'someone', '--email', 'nope'], 'long-enough-password', 2, '"nope" is not a valid email address.'],
  [['reset-2fa', 'nobody'], '', 1, 'There is no user "nobody".'],
  [['reset-2fa', 'kojo', '--role', 'admin'], '', 2, 'reset-2fa takes only a username.'],
  [['reset-2fa'], '', 2, 'Usage:'],
  [['delete', 'someone'], '', 2, 'Usage:'],
  [[], '', 2, 'Usage:'],
])('%j is refused with a message and the right exit code', async (args, stdin, code, message) => {
  const result = await admin(args, `${stdin}\n`);
  expect(result.code).toBe(code);
  expect(result.stderr).toContain(message);
});

test('reset-2fa turns a second factor off, deletes the recovery codes, ends the sessions and records it', async () => {
  const id = await withDatabase(async (db) => {
    const user = await db.getRepository(AdminUser).findOneByOrFail({ usernameKey: 'nana.ama' });
    await db
      .getRepository(AdminUser)
      .update({ id: user.id }, { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: 1 });
    await db
      .getRepository(RecoveryCode)
      .insert({ userId: user.id, codeHash: 'a'.repeat(64), createdAt: new Date(), usedAt: null });
    await new SessionsService(db).insert(SessionsService.newId(), { userId: user.id }, 60_000);
    return user.id;
  });
  const result = await admin(['reset-2fa', 'NANA.AMA']);
  expect(result).toMatchObject({
    code: 0,
    stdout:
      'The second factor of "Nana.Ama" was turned off, their recovery codes deleted and their sessions ended. ' +
      'Their next sign-in asks for the password alone, or to set up a new second factor if every account needs one.\n',
  });
  await withDatabase(async (db) => {
    expect(await db.getRepository(AdminUser).findOneByOrFail({ id })).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    expect(await db.getRepository(RecoveryCode).findBy({ userId: id })).toEqual([]);
    expect(await db.getRepository(Session).findBy({ userId: id })).toEqual([]);
    const [entry] = await db.getRepository(AuditEvent).findBy({ action: 'second_factor.reset' });
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'command line',
      details: { userId: id, username: 'Nana.Ama' },
    });
  });
});

test('reset-2fa of a user without a second factor says there was nothing to turn off', async () => {
  // Each test runs the command once: two runs of tsx did not fit the test's time on a busy machine.
  expect(await admin(['reset-2fa', 'nana.ama'])).toMatchObject({
    code: 0,
    stdout: '"Nana.Ama" has no second factor turned on: nothing was changed.\n',
  });
});

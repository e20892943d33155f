/**
 * `npm run admin -- create <username> [--role admin|user] [--email x] [--password-stdin]`
 * `npm run admin -- reset-password <username> [--password-stdin]`
 * `npm run admin -- reset-2fa <username>`
 *
 * Manages back-office accounts on DATABASE_URL. The password is typed at a hidden prompt or piped
 * in, never given as an argument.
 */
import { parseArgs } from 'node:util';
import { isEmail } from 'class-validator';
import { assertSupportedNode, databaseUrl } from '../api/config';
import { runCli, UsageError } from './cli-run';
import { ADMIN_ACCOUNT_RULES, ADMIN_ROLES, type AdminRole } from '#contract/admin-users/admin-users-api';
import { isPossibleUsername } from '../api/resources/auth';
import { readNewPassword } from './admin-password-input';
import type { DataSource } from 'typeorm';
import type { AdminUser } from '../api/platform/db/entities/AdminUser';
import type { Actor } from '../api/platform/db/record-audit';

/** Who the audit trail says made a change from here. */
const COMMAND_LINE: Actor = { id: null, username: 'command line' };

const USAGE = `Usage:
  npm run admin -- create <username> [--role admin|user] [--email address] [--password-stdin]
  npm run admin -- reset-password <username> [--password-stdin]
  npm run admin -- reset-2fa <username>   (turns a locked-out user's second factor off)
The password is asked for without echo, or read from the first line of stdin.`;

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const unknown = Object.keys(values).filter((name) => !['role', 'email', 'password-stdin', 'help'].includes(name));
  if (unknown.some((name) => name.startsWith('password'))) {
    throw new UsageError(
      'A password is never given on the command line (other users can see it with ps). Type it at the prompt or use --password-stdin.',
    );
  }
  if (values.help) throw new UsageError('');
  if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
  const [command, username, ...extra] = positionals;
  if (!['create', 'reset-password', 'reset-2fa'].includes(command ?? '') || !username || extra.length > 0)
    throw new UsageError('');
  const role = (values.role ?? 'user') as AdminRole;
  const accountOptions = values.role !== undefined || values.email !== undefined;
  if (command === 'reset-password' && accountOptions) throw new UsageError('reset-password takes only a username.');
  if (command === 'reset-2fa' && (accountOptions || values['password-stdin'] !== undefined))
    throw new UsageError('reset-2fa takes only a username.');
  if (!ADMIN_ROLES.includes(role)) throw new UsageError('--role must be admin or user.');
  const email = typeof values.email === 'string' && values.email.trim() !== '' ? values.email.trim() : null;
  if (email !== null && (!isEmail(email) || email.length > 254))
    throw new UsageError(`"${email}" is not a valid email address.`);
  if (!isPossibleUsername(username)) {
    throw new UsageError(
      `A username has up to ${ADMIN_ACCOUNT_RULES.usernameMaxLength} letters, digits and . _ @ - (no spaces).`,
    );
  }
  return { command, username, role, email, passwordFromStdin: values['password-stdin'] === true };
}

async function main(): Promise<void> {
  assertSupportedNode();
  const args = parse(process.argv.slice(2));
  const url = databaseUrl(process.env);
  // Imported only after the Node check: opening SQLite on an old Node crashes the process.
  const { createDataSource } = await import('../api/platform/db/data-source');
  const { runPendingMigrations } = await import('../api/platform/db/migrate');
  const { AdminUsersService } = await import('../api/resources/admin-users/admin-users.service');
  const { SessionsService } = await import('../api/resources/auth/sessions.service');
  const { passwordProblem } = await import('../api/resources/auth/password');

  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
    const users = new AdminUsersService(dataSource, new SessionsService(dataSource));
    const existing = await users.findByUsername(args.username);
    if (args.command === 'create' && existing) throw new Error(`The username "${existing.username}" is already taken.`);
    if (args.command !== 'create' && !existing) throw new Error(`There is no user "${args.username}".`);
    if (args.command === 'reset-2fa') return await resetSecondFactor(dataSource, existing!);

    const password = await readNewPassword(args.passwordFromStdin);
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);

    if (existing) {
      await users.setPassword(existing.id, password, COMMAND_LINE);
      console.log(
        `The password of "${existing.username}" was changed and their sessions have ended. It is temporary: they choose their own at their next sign-in.`,
      );
    } else {
      // The command line makes the operator's own accounts (often the first): the password is theirs, not temporary.
      const user = await users.create(
        { username: args.username, email: args.email, role: args.role, password },
        COMMAND_LINE,
        { temporary: false },
      );
      console.log(`Created ${user.role} "${user.username}" (id ${user.id}).`);
    }
  } finally {
    await dataSource.destroy();
  }
}

/** Turns a user's second factor off (the last admin who lost their phone and their recovery codes), recorded. */
async function resetSecondFactor(dataSource: DataSource, user: AdminUser): Promise<void> {
  if (!user.totpEnabledAt) {
    console.log(`"${user.username}" has no second factor turned on: nothing was changed.`);
    return;
  }
  const { SecondFactorService } = await import('../api/resources/second-factor/second-factor.service');
  const { SessionsService } = await import('../api/resources/auth/sessions.service');
  await new SecondFactorService(dataSource, new SessionsService(dataSource)).reset(user.id, COMMAND_LINE);
  console.log(
    `The second factor of "${user.username}" was turned off, their recovery codes deleted and their sessions ended. Their next sign-in asks for the password alone, or to set up a new second factor if every account needs one.`,
  );
}

runCli(main, USAGE);

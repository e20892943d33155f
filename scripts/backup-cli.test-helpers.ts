import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupContents } from './backup-contents';

const TSX = path.resolve('node_modules/tsx/dist/loader.mjs');

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript script as the bootstrap does (`node --import tsx`), in `cwd`, to its end. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<ScriptResult> {
  const child = spawn(process.execPath, ['--import', TSX, path.resolve(script), ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** The counts `npm run backup` and `npm run restore` printed (see describeContents). */
export function printedContents(stdout: string): Omit<BackupContents, 'migrations'> & { schema: string } {
  const field = (name: string) => new RegExp(`^  ${name}:\\s+(.*)$`, 'm').exec(stdout)?.[1] ?? '';
  const [buyer, seller, renter] = (/^(\d+) buyers, (\d+) sellers, (\d+) renters$/.exec(field('leads')) ?? [])
    .slice(1)
    .map(Number);
  return {
    leads: { buyer, seller, renter },
    subscribers: Number(field('subscribers')),
    users: Number(field('users')),
    historyRows: Number(/^(\d+)/.exec(field('history'))?.[1]),
    schema: field('schema'),
  };
}

/**
 * Starts the real server (`api/main.ts`, as `npm start` does) on `databaseUrl`, with a one-page
 * site in `dir`, rate limits off and a first admin, and resolves once it listens.
 */
export async function startServer(dir: string, databaseUrl: string, admin: { username: string; password: string }) {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'posts'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
  const env = {
    ...process.env,
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DIST_DIR: path.join(dir, 'dist'),
    POSTS_DIR: path.join(dir, 'posts'),
    PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
    // Given, so no secret file is written (on PostgreSQL it would go to the working folder's data/).
    SESSION_SECRET: 'backup-test-session-secret-0123456789',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX, 'api/main.ts'], { env });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  return {
    address,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/**
 * The servers `npm run bench` measures, each started once on a fresh migrated database of its own:
 * ours exactly as `npm start` runs it (api/main.ts, the same Node flags), and the bare handler.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { freePort } from '../api/test/free-port';
import { startServer } from '../api/test/start-server';

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function migrate(url: string): Promise<string> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  await dataSource.destroy();
  return url;
}

export const migratedSqlite = (dir: string, name: string) => migrate(`sqlite:${path.join(dir, `${name}.sqlite`)}`);

/** A new database `name` in the cluster at `clusterUrl`, migrated. */
export async function migratedPostgres(clusterUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return migrate(url.toString());
}

/** Sends SIGTERM and waits until it has gone: its outbox worker may still be sending the leads' alerts. */
async function stopped(child: import('node:child_process').ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * Our server as `npm start` runs it, every check on: the rate limit counts each submission as in production,
 * at its highest setting, which the load (all from one address) never reaches. Its JSON log lines go to /dev/null.
 * `env` adds to its environment (several processes behind a proxy share a session secret and trust the proxy).
 */
export async function startOurs(databaseUrl: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PUBLIC_SUBMISSIONS_PER_MINUTE: '1000000',
    ...env,
  };
  const child = await startServer(serverEnv, url);
  return { url, pid: child.pid!, stop: () => stopped(child) };
}

/** scripts/bench-bare-server.ts on `databaseUrl`. */
export async function startBare(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the bare handler exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, pid: child.pid!, stop: () => stopped(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopped(child);
  throw new Error('the bare handler did not start');
}

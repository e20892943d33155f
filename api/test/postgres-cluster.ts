import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresCluster {
  url: string;
  stop(): void;
}

function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((v) => existsSync(path.join(root, v, 'bin', 'initdb')));
  if (!version) {
    throw new Error(
      'PostgreSQL server binaries are missing: install them with "apt-get install -y postgresql" (npm test does this when run as root).',
    );
  }
  return path.join(root, version, 'bin');
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder on a free loopback port, for tests.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user. `durable` keeps
 * PostgreSQL's own defaults (fsync and synchronous commit on), as a deployment runs: for benchmarks,
 * where a commit's fsync is what is being measured.
 */
export async function startPostgresCluster({ durable = false } = {}): Promise<PostgresCluster> {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  // Durability is not under test in the suite: skipping fsync keeps it fast.
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${fast}`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

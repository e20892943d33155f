/**
 * `npm run bench:scale`: the back-office at a million leads. Seeds N leads (default
 * 1,000,000) into a fresh SQLite file and a throwaway PostgreSQL cluster through bulk paths, starts the
 * real server on each with an admin signed in through the login API, and times the list, search, stats
 * and export calls from the client; on SQLite also the Buyer Leads page in Chromium. Prints the seeding
 * phases and one markdown table of every figure against its target. A report: it exits non-zero only
 * when it could not run.
 *
 *   npm run bench:scale -- [--leads N] [--rounds N] [--databases sqlite,postgres] [--browser-runs N]
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../api/test/free-port';
import { startPostgresCluster } from '../api/test/postgres-cluster';
import { startServer } from '../api/test/start-server';
import { measureBuyerPage } from './bench-scale-browser';
import { ADMIN, type Figure, measureCalls, measureExport, rssMb, ServerTimes, signInAdmin } from './bench-scale-calls';
import { type SeedOptions, type SeedTimings, timed } from './bench-scale-seed';
import { seedPostgres } from './bench-scale-seed-postgres';
import { seedSqlite } from './bench-scale-seed-sqlite';
import { runCli, UsageError } from './cli-run';

/**
 * Rounds of every call before the measured ones: a server that has just started spends its first few
 * hundred requests compiling its hot code (pages then take two to three times as long, in bursts), and the
 * targets are about the server staff use all day.
 */
const WARMUP_ROUNDS = 10;
const USAGE = 'Usage: npm run bench:scale -- [--leads N] [--rounds N] [--databases sqlite,postgres] [--browser-runs N]';
const DATABASES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
type DatabaseName = keyof typeof DATABASES;

interface Run {
  database: DatabaseName;
  timings: SeedTimings;
  figures: Figure[];
  notes: string[];
}

function options() {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string', default: '1000000' },
      rounds: { type: 'string', default: '100' },
      databases: { type: 'string', default: 'sqlite,postgres' },
      'browser-runs': { type: 'string', default: '5' },
    },
  });
  const count = (name: string, text: string, least: number) => {
    const value = Number(text.replaceAll('_', '').replaceAll(',', ''));
    if (!Number.isSafeInteger(value) || value < least)
      throw new UsageError(`--${name} must be a whole number of at least ${least}.`);
    return value;
  };
  const databases = values.databases.split(',').map((name) => name.trim());
  const unknown = databases.filter((name) => !(name in DATABASES));
  if (unknown.length) throw new UsageError(`Unknown database ${unknown.join(', ')}: use sqlite, postgres or both.`);
  return {
    // At least a deep page's worth of buyers (10,000 rows deep) and more.
    leads: count('leads', values.leads, 25_000),
    rounds: count('rounds', values.rounds, 20),
    browserRuns: count('browser-runs', values['browser-runs'], 1),
    databases: databases as DatabaseName[],
  };
}

/** The real server (api/main.ts) on `databaseUrl`, measured; stopped afterwards. */
async function measureServer(
  database: DatabaseName,
  databaseUrl: string,
  timings: SeedTimings,
  settings: ReturnType<typeof options>,
): Promise<Run> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-scale-session-secret-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
  };
  const server = await timed(timings, 'server start', () => startServer(env, baseUrl, { readLog: true }));
  const serverTimes = new ServerTimes(server);
  const notes: string[] = [];
  try {
    const cookie = await signInAdmin(baseUrl);
    // The export first, on the server as it starts (as scripts/bench-export.ts measures it): its peak RSS
    // is then the export's own, not what the other calls left behind (the note after them says how much).
    say(`${DATABASES[database]}: exporting`);
    const exported = await timed(timings, 'export', () => measureExport(baseUrl, cookie, server));
    if (!exported)
      notes.push('The CSV export is not on this branch yet (GET /api/buyers/export.csv has no route): not measured.');
    say(`${DATABASES[database]}: timing the API calls (${settings.rounds} rounds)`);
    const loadBefore = loadavg()[0]!;
    const figures = await timed(timings, 'API calls', () =>
      measureCalls(baseUrl, cookie, serverTimes, { rounds: settings.rounds, warmup: WARMUP_ROUNDS }),
    );
    // Other work on the machine shows in every figure: say how busy it was.
    notes.push(
      `Load average (1 min) ${loadBefore.toFixed(1)} before the API calls, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} cores.`,
    );
    notes.push(`The server's RSS after the API calls: ${Math.round(rssMb(server.pid!, 'VmRSS'))} MB.`);
    figures.push(...(exported ?? []));
    if (database === 'sqlite') {
      say(`${DATABASES[database]}: the Buyer Leads page in Chromium`);
      figures.push(await timed(timings, 'browser', () => measureBuyerPage(baseUrl, settings.browserRuns)));
    }
    return { database, timings, figures, notes };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

async function runSqlite(seed: SeedOptions, settings: ReturnType<typeof options>): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  try {
    const file = path.join(dir, 'app.sqlite');
    say(`SQLite: seeding ${seed.leads.toLocaleString('en-US')} leads into ${file}`);
    const timings = await seedSqlite(file, seed);
    return await measureServer('sqlite', `sqlite:${file}`, timings, settings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(seed: SeedOptions, settings: ReturnType<typeof options>): Promise<Run> {
  const timings: SeedTimings = {};
  const cluster = await timed(timings, 'cluster start', () => startPostgresCluster());
  try {
    say(`PostgreSQL: seeding ${seed.leads.toLocaleString('en-US')} leads`);
    Object.assign(timings, await seedPostgres(cluster.url, seed));
    return await measureServer('postgres', cluster.url, timings, settings);
  } finally {
    cluster.stop();
  }
}

function say(message: string): void {
  console.log(`\x1b[1m[bench:scale]\x1b[0m ${message}`);
}

const RESULT: Record<string, string> = { true: 'pass', false: '**FAIL**', null: '' };
const seconds = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(1)} s`);

/** The markdown tables: seeding phases per database, then every figure with its target. */
function report(leads: number, runs: Run[]): string {
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run.timings)))];
  const lines = [
    `Seeding and run phases at ${leads.toLocaleString('en-US')} leads:`,
    '',
    `| phase | ${runs.map((run) => DATABASES[run.database]).join(' | ')} |`,
    `|---|${runs.map(() => '---:|').join('')}`,
    ...phases.map((phase) => `| ${phase} | ${runs.map((run) => seconds(run.timings[phase])).join(' | ')} |`),
    '',
    `| database | call | p50 / p95 on the server (client) or figure | target | result |`,
    `|---|---|---:|---|---|`,
    ...runs.flatMap((run) =>
      run.figures.map(
        (figure) =>
          `| ${DATABASES[run.database]} | ${figure.call} | ${figure.value} | ${figure.target} | ${RESULT[String(figure.pass)]} |`,
      ),
    ),
    ...runs.map((run) => `\n${DATABASES[run.database]}: ${run.notes.join(' ')}`),
  ];
  return lines.join('\n');
}

runCli(
  async () => {
    const settings = options();
    const seed: SeedOptions = { leads: settings.leads, now: new Date() };
    const started = performance.now();
    const runs: Run[] = [];
    for (const database of settings.databases)
      runs.push(await (database === 'sqlite' ? runSqlite : runPostgres)(seed, settings));
    console.log(
      `\n${report(seed.leads, runs)}\n\nWhole run: ${((performance.now() - started) / 60_000).toFixed(1)} min`,
    );
  },
  USAGE,
  'bench:scale failed: ',
);

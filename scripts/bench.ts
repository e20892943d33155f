/**
 * `npm run bench`: POST /api/buyers on the real built server (fresh SQLite file, rate limiting
 * off) against a bare Koa handler with a prepared insert (bench-bare-server.ts), with autocannon:
 * 50 connections for 10 s each. Prints requests/s, p50 and p99 latency, non-2xx answers, and the
 * ratio of the two rates. Target: at least half the bare handler's rate, no errors. Then the alert's
 * delay (bench-alert-delay.ts): from a lead's 201 to its staff email and its webhook.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../api/db/data-source';
import { runPendingMigrations } from '../api/db/migrate';
import { buildLead } from '../api/test/factories';
import { freePort } from '../api/test/free-port';
import { measureAlertDelays, type AlertDelays } from './bench-alert-delay';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function migratedSqlite(dir: string, name: string): Promise<string> {
  const url = `sqlite:${path.join(dir, name)}`;
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  await dataSource.destroy();
  return url;
}

async function startServer(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${script} did not start`);
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Result> {
  const result = await autocannon({
    url: `${url}/api/buyers`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildLead()),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const results: Result[] = [];
let alerts: AlertDelays;
try {
  for (const [name, script, database] of [
    ['our server (npm start)', 'api/main.ts', 'app.sqlite'],
    ['bare Koa + prepared insert', 'scripts/bench-bare-server.ts', 'bare.sqlite'],
  ]) {
    const { child, url } = await startServer(script, {
      DATABASE_URL: await migratedSqlite(dir, database),
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
      NODE_ENV: 'development',
    });
    try {
      await load(name, url).then((result) => results.push(result));
    } finally {
      // Wait until it has gone: its outbox worker may still be working through the leads just sent,
      // and the next server measured must not share the machine with it.
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  alerts = await measureAlertDelays(dir, path.resolve('dist'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nPOST /api/buyers, ${CONNECTIONS} connections, ${DURATION_S} s each`);
console.table(
  results.map((r) => ({
    server: r.name,
    'requests/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx': r.non2xx,
    errors: r.errors,
  })),
);
const [ours, bare] = results;
const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
console.log(`ratio: ${ratio.toFixed(2)} of the bare handler's rate (target >= 0.50, no non-2xx)`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (values: number[]) => `median ${Math.round(median(values))} ms, max ${Math.round(Math.max(...values))} ms`;
console.log(`\nalert delay from the 201, ${alerts.emailMs.length} leads one at a time:`);
console.log(`  staff email at the SMTP server: ${summary(alerts.emailMs)}`);
console.log(`  signed webhook at the receiver: ${summary(alerts.webhookMs)}`);
process.exit(ratio >= 0.5 && ours.non2xx === 0 && ours.errors === 0 ? 0 : 1);

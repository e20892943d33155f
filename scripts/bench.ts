/**
 * `npm run bench`: our server against yardsticks, side by side. Every server is started once
 * up front, each on a fresh migrated database of its own; then rounds interleave (ours, yardstick,
 * yardstick, ours, …), so the machine's noise lands on both sides, and each comparison reports both
 * sides' median rate and the median and spread of the rounds' ratios:
 * - intake on SQLite and on PostgreSQL (a throwaway cluster with fsync on): `POST /api/buyers`, 50
 *   connections, against the bare handler (bench-bare-server.ts);
 * - a static page, `GET /` compressed, against nginx serving the same bytes (bench-static.ts);
 * - intake at a fixed offered rate of 1,000 req/s (SQLite), done rate, p50 and p99 beside the bare handler's;
 * - intake on PostgreSQL with 1, 2 and 3 app processes behind nginx, and what their sessions wait on
 *   (bench-scale-out.ts);
 * then the alert's delay (bench-alert-delay.ts), then the newsletter campaigns (bench-campaign.ts). Prints one
 * markdown table and which targets are met, then the campaigns' table and theirs.
 * Timings gate nothing: it exits non-zero only when a server answered an error or a non-2xx.
 *
 * BENCH_ROUNDS (default 5) and BENCH_SECONDS (default 5) set the rounds; BENCH_RATE_SECONDS (default 10)
 * the fixed-rate run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildLead } from '../api/test/factories';
import { startPostgresCluster } from '../api/test/postgres-cluster';
import { type AlertDelays, measureAlertDelays } from './bench-alert-delay';
import { type CampaignFigures, measureCampaigns, printCampaigns } from './bench-campaign';
import { comparisonRow, fixedRateRow, markdownTable, type Row } from './bench-report';
import { type Comparison, interleave, type Load, median, shoot, type Shot } from './bench-rounds';
import { migratedPostgres, migratedSqlite, startBare, startOurs } from './bench-servers';
import {
  measureScaleOut,
  type ScaleOutFigures,
  scaleOutTable,
  scaleOutTargets,
  VISITOR_LOADS,
} from './bench-scale-out';
import { startStaticYardstick } from './bench-static';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const CONNECTIONS = 50;
const OFFERED_RATE = 1000;
const distDir = path.resolve('dist');

const intake: Load = {
  path: '/api/buyers',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(buildLead()),
  connections: CONNECTIONS,
  // Each request a new form, as the join page sends it: every lead also writes its key.
  perRequest: () => ({ headers: { 'idempotency-key': randomUUID() } }),
};

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
// What was started, stopped in reverse on the way out, Ctrl-C included: PostgreSQL runs detached and would outlive us.
const cleanups: Array<() => unknown> = [];
async function stopAll(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(error));
}
const removeDir = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
process.once(
  'SIGINT',
  () =>
    void stopAll()
      .then(removeDir)
      .then(() => process.exit(130)),
);
process.once(
  'SIGTERM',
  () =>
    void stopAll()
      .then(removeDir)
      .then(() => process.exit(143)),
);

/** Each side's non-2xx answers and errors, by what was measured. */
const badAnswers: string[] = [];
function countBad(label: string, side: string, shots: Shot[]): void {
  const bad = shots.reduce((sum, shot) => sum + shot.bad, 0);
  if (bad > 0) badAnswers.push(`${label}, ${side}: ${bad} non-2xx answers or errors`);
}
function compared(label: string, yardstick: string, comparison: Comparison, target: number): Row {
  countBad(label, 'ours', [...comparison.ours, comparison.warmUp[0]!]);
  countBad(label, yardstick, [...comparison.yardstick, comparison.warmUp[1]!]);
  return comparisonRow(label, yardstick, comparison, target);
}

// The machine is shared: its load average before and after says how much else ran beside the rounds.
const loadBefore = loadavg()[0]!.toFixed(1);
const rows: Row[] = [];
let staticNote = '';
let loadAfter = '';
let alerts: AlertDelays;
let campaigns: CampaignFigures;
let scaleOut: ScaleOutFigures;
try {
  process.stderr.write('Starting the servers: ours and the bare handler on SQLite and on PostgreSQL, nginx\n');
  const cluster = await startPostgresCluster({ durable: true });
  cleanups.push(() => cluster.stop());
  const start = async (starting: Promise<{ url: string; stop(): Promise<void> }>) => {
    const server = await starting;
    cleanups.push(() => server.stop());
    return server.url;
  };
  const oursSqlite = await start(startOurs(await migratedSqlite(dir, 'ours')));
  const bareSqlite = await start(startBare(await migratedSqlite(dir, 'bare')));
  const oursPostgres = await start(startOurs(await migratedPostgres(cluster.url, 'ours')));
  const barePostgres = await start(startBare(await migratedPostgres(cluster.url, 'bare')));
  const page = await startStaticYardstick(oursSqlite, distDir, '/', 'index.html');
  cleanups.push(() => page.nginx.stop());
  const staticPage: Load = {
    path: '/',
    method: 'GET',
    headers: { 'accept-encoding': page.acceptEncoding },
    connections: CONNECTIONS,
  };
  staticNote = `Static page: both sides sent \`Accept-Encoding: ${page.acceptEncoding}\` and answer the same ${page.bytes.toLocaleString('en-US')} bytes of ${page.encoding} (nginx: ${page.encoding === 'br' ? "brotli_static, Debian's libnginx-mod-http-brotli-static" : 'gzip_static'}, one worker).`;

  process.stderr.write(`intake, SQLite (${ROUNDS} rounds of ${SECONDS} s)\n`);
  rows.push(
    compared(
      'intake, SQLite: `POST /api/buyers`, 50 connections',
      'bare',
      await interleave(oursSqlite, bareSqlite, intake, ROUNDS, SECONDS),
      0.8,
    ),
  );
  process.stderr.write('intake, PostgreSQL\n');
  rows.push(
    compared(
      'intake, PostgreSQL: `POST /api/buyers`, 50 connections',
      'bare',
      await interleave(oursPostgres, barePostgres, intake, ROUNDS, SECONDS),
      0.8,
    ),
  );
  process.stderr.write('static page\n');
  rows.push(
    compared(
      `static page: \`GET /\` (${page.encoding}), 50 connections`,
      'nginx',
      await interleave(oursSqlite, page.nginx.url, staticPage, ROUNDS, SECONDS),
      0.6,
    ),
  );
  process.stderr.write(`intake at ${OFFERED_RATE}/s offered, SQLite (${RATE_SECONDS} s each)\n`);
  const offered: Load = { ...intake, overallRate: OFFERED_RATE };
  const [oursAtRate, bareAtRate] = [
    await shoot(oursSqlite, offered, RATE_SECONDS),
    await shoot(bareSqlite, offered, RATE_SECONDS),
  ];
  countBad('intake at a fixed rate', 'ours', [oursAtRate]);
  countBad('intake at a fixed rate', 'bare', [bareAtRate]);
  rows.push(
    fixedRateRow(
      `intake, SQLite, ${OFFERED_RATE.toLocaleString('en-US')} req/s offered (autocannon -R), 50 connections`,
      'bare',
      OFFERED_RATE,
      oursAtRate,
      bareAtRate,
    ),
  );
  process.stderr.write(
    `scale-out on PostgreSQL: 1, 2 and 3 app processes behind nginx (${ROUNDS} rounds of ${SECONDS} s)\n`,
  );
  scaleOut = await measureScaleOut(cluster.url, dir, cleanups, {
    rounds: ROUNDS,
    seconds: SECONDS,
  });
  if (scaleOut.bad > 0) badAnswers.push(`scale-out: ${scaleOut.bad} non-2xx answers or errors`);
  loadAfter = loadavg()[0]!.toFixed(1);
  // The servers, nginx and PostgreSQL go before the alert's delay is measured: it has the machine alone.
  await stopAll();
  process.stderr.write('alert delay\n');
  alerts = await measureAlertDelays(dir, distDir);
  campaigns = await measureCampaigns(dir, distDir, cleanups);
} finally {
  await stopAll();
  removeDir();
}

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
console.log(
  `\n${when} UTC, ${ROUNDS} interleaved rounds of ${SECONDS} s a side (medians of the rounds); load average ${loadBefore} before, ${loadAfter} after\n`,
);
console.log(markdownTable(rows));
console.log(`\n${staticNote}`);
console.log(
  `Targets met: ${rows.filter((row) => row.met).length} of ${rows.length}.${rows
    .filter((row) => !row.met)
    .map((row) => `\n  not met: ${row.label}`)
    .join('')}`,
);
const scaleOutMet = scaleOutTargets(scaleOut);
console.log(
  `\nScale-out on PostgreSQL (fsync on), \`POST /api/buyers\` through nginx, ${VISITOR_LOADS.join(' and ')} visitors at once (connections), each request another; ${ROUNDS} interleaved rounds of ${SECONDS} s\n`,
);
console.log(scaleOutTable(scaleOut));
console.log(
  `\nScale-out targets met: ${scaleOutMet.filter((target) => target.met).length} of ${scaleOutMet.length}.${scaleOutMet
    .filter((target) => !target.met)
    .map((target) => `\n  not met: ${target.label}`)
    .join('')}`,
);
const summary = (values: number[]) =>
  `median ${Math.round(median(values))} ms, max ${Math.round(Math.max(...values))} ms`;
console.log(`\nalert delay from the 201, ${alerts.emailMs.length} leads one at a time:`);
console.log(`  staff email at the SMTP server: ${summary(alerts.emailMs)}`);
console.log(`  signed webhook at the receiver: ${summary(alerts.webhookMs)}`);
printCampaigns(campaigns);
if (badAnswers.length > 0)
  console.error(`\nA server answered errors (this fails the benchmark):\n  ${badAnswers.join('\n  ')}`);
process.exit(badAnswers.length > 0 ? 1 : 0);

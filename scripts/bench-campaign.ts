/**
 * The campaign figures of `npm run bench` (bench.ts calls measureCampaigns after its other parts); alone:
 * `npx tsx scripts/bench-campaign.ts`. On SQLite and on a throwaway PostgreSQL cluster (fsync on), each on a fresh
 * database: a campaign to BENCH_CAMPAIGN_SUBSCRIBERS (default 100,000) with no rate cap, then one with
 * MAIL_RATE_PER_SECOND = BENCH_CAMPAIGN_RATE (default 200) to a list of CAPPED_SECONDS of that rate. Each through
 * a real SMTP server in its own process (bench-campaign-run.ts). Prints a markdown table and the targets met.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgresCluster } from '../api/test/postgres-cluster';
import { campaignNotes, campaignTable, campaignTargets, type DatabaseRuns } from './bench-campaign-report';
import { runCampaign } from './bench-campaign-run';
import { migratedPostgres, migratedSqlite } from './bench-servers';

const SUBSCRIBERS = Number(process.env.BENCH_CAMPAIGN_SUBSCRIBERS ?? 100_000);
const RATE = Number(process.env.BENCH_CAMPAIGN_RATE ?? 200);
/** The capped run's list lasts this long at the cap: its steady middle is long enough to judge. */
const CAPPED_SECONDS = 20;

export interface CampaignFigures {
  runs: DatabaseRuns[];
  loadBefore: number;
  loadAfter: number;
}

/**
 * Both databases' runs, in `dir`. `cleanups` gets what must be stopped should the caller be interrupted (the
 * PostgreSQL cluster runs detached); each stops once, here at the end or there.
 */
export async function measureCampaigns(
  dir: string,
  distDir: string,
  cleanups: Array<() => unknown> = [],
): Promise<CampaignFigures> {
  const say = (line: string) => process.stderr.write(`campaigns: ${line}\n`);
  const loadBefore = loadavg()[0]!;
  const runs: DatabaseRuns[] = [];
  const capped = { subscribers: RATE * CAPPED_SECONDS, ratePerSecond: RATE, distDir, cleanups };
  say(`SQLite, ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, no cap`);
  const sqliteUncapped = await runCampaign({
    databaseUrl: await migratedSqlite(dir, 'campaign'),
    subscribers: SUBSCRIBERS,
    distDir,
    cleanups,
  });
  say(`SQLite, ${capped.subscribers.toLocaleString('en-US')} subscribers, ${RATE}/s`);
  runs.push({
    database: 'SQLite',
    uncapped: sqliteUncapped,
    capped: await runCampaign({ databaseUrl: await migratedSqlite(dir, 'campaign-capped'), ...capped }),
  });
  const cluster = await startPostgresCluster({ durable: true });
  let stopped = false;
  const stopCluster = () => {
    if (!stopped) cluster.stop();
    stopped = true;
  };
  cleanups.push(stopCluster);
  try {
    say(`PostgreSQL, ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, no cap`);
    const uncapped = await runCampaign({
      databaseUrl: await migratedPostgres(cluster.url, 'campaign'),
      subscribers: SUBSCRIBERS,
      distDir,
      cleanups,
    });
    say(`PostgreSQL, ${capped.subscribers.toLocaleString('en-US')} subscribers, ${RATE}/s`);
    runs.push({
      database: 'PostgreSQL',
      uncapped,
      capped: await runCampaign({ databaseUrl: await migratedPostgres(cluster.url, 'campaign_capped'), ...capped }),
    });
  } finally {
    stopCluster();
  }
  return { runs, loadBefore, loadAfter: loadavg()[0]! };
}

/** The figures as `npm run bench` prints them: a heading line, the table, the targets, the notes. */
export function printCampaigns({ runs, loadBefore, loadAfter }: CampaignFigures): void {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\nCampaigns, ${when} UTC; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`,
  );
  console.log(campaignTable(runs));
  const targets = campaignTargets(runs);
  console.log(
    `\nCampaign targets met: ${targets.filter((target) => target.met).length} of ${targets.length}.${targets
      .filter((target) => !target.met)
      .map((target) => `\n  not met: ${target.label}`)
      .join('')}`,
  );
  console.log(
    `\n${campaignNotes(runs)
      .map((note) => `- ${note}`)
      .join('\n')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-campaign-'));
  const cleanups: Array<() => unknown> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    printCampaigns(await measureCampaigns(dir, path.resolve('dist'), cleanups));
  } finally {
    await stop();
  }
}

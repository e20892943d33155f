/**
 * The scale-out part of `npm run bench`: intake on one PostgreSQL (the run's cluster, fsync on) with 1, 2 and 3
 * app processes behind nginx, as docs/operations.md deploys them. Three processes run throughout on one database,
 * each with the deployment's settings (a shared SESSION_SECRET, TRUST_PROXY naming the proxy); three nginx, in
 * front of the first one, the first two, all three. Rounds interleave them (who goes first turns each round), so
 * the machine's slow moments land on every count. While each round runs: the app's PostgreSQL sessions sampled
 * from pg_stat_activity every 50 ms (what they wait on), and the CPU of the apps, PostgreSQL, nginx and the load.
 *
 * The load is many visitors, as a real site's is: each request another person (email, phone) from another address
 * (X-Forwarded-For, which nginx passes on), with a fresh Idempotency-Key. No email or webhook is configured. Every
 * process count meets two loads (VISITOR_LOADS): whether a process pays off depends on how much is waiting for it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildLead } from '../api/test/factories';
import { treeCpuSeconds, cpuSeconds, postmasterPid, sampleActivity } from './bench-campaign-probes';
import { nginxProxyConfig, startNginx } from './bench-nginx';
import { median, shoot, type Load, type Shot } from './bench-rounds';
import { migratedPostgres, startOurs } from './bench-servers';

const PROCESS_COUNTS = [1, 2, 3] as const;
/**
 * Visitors at once (connections, each sending its next request once answered): the other benches' 50, which one
 * process answers without filling a core, and 150, so that each of three processes gets as many as one does at 50.
 */
export const VISITOR_LOADS = [50, 150] as const;
const SAMPLE_MS = 50;
const WARM_UP_SECONDS = 6;

export interface ScaleOutRound {
  shot: Shot;
  /** Each activity's share of the sessions' samples. */
  activity: Map<string, number>;
  samples: number;
  /** CPU of one core, over the round: the apps together, PostgreSQL, nginx, the load generator (this process). */
  cpu: { apps: number; postgres: number; nginx: number; load: number };
  /**
   * Transactions committed a lead (pg_stat_database): the intake's groups and the rate limit's, so the smaller the
   * groups, the more; the activity sampler's reads (20 a second) are among them.
   */
  commitsPerLead: number;
}

export interface ScaleOutFigures {
  /** By the visitors at once, then by the number of app processes. */
  rounds: Map<number, Map<number, ScaleOutRound[]>>;
  /** Non-2xx answers and errors over every round and the warm-ups. */
  bad: number;
}

/** Visitors so far: each request is the next one, with an address and a phone of its own (buildLead: an email). */
let visitors = 0;

const visitorLoad = (connections: number): Load => ({
  path: '/api/buyers',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(buildLead()),
  connections,
  perRequest: () => {
    visitors += 1;
    const digits = String(visitors).padStart(7, '0');
    return {
      headers: {
        'idempotency-key': randomUUID(),
        'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`,
      },
      body: JSON.stringify(buildLead({ phone: `24 ${digits.slice(0, 3)} ${digits.slice(3)}` })),
    };
  },
});

/** The CPU seconds of the processes `pids`, and of the cluster's, and of this one, as they stand. */
function cpuNow(apps: number[], nginx: number[], postmaster: number) {
  return {
    apps: apps.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    postgres: treeCpuSeconds(postmaster),
    nginx: nginx.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0),
    load: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  };
}

export async function measureScaleOut(
  clusterUrl: string,
  dir: string,
  cleanups: Array<() => unknown>,
  { rounds, seconds }: { rounds: number; seconds: number },
): Promise<ScaleOutFigures> {
  const databaseUrl = await migratedPostgres(clusterUrl, 'scale_out');
  const env = { SESSION_SECRET: randomUUID().repeat(2), TRUST_PROXY: '127.0.0.1' };
  const apps = [];
  for (let index = 0; index < PROCESS_COUNTS.at(-1)!; index++) {
    const app = await startOurs(databaseUrl, env);
    cleanups.push(() => app.stop());
    apps.push(app);
  }
  const proxies = new Map<number, { url: string; pid: number }>();
  for (const count of PROCESS_COUNTS) {
    const proxyDir = path.join(dir, `nginx-${count}`);
    mkdirSync(proxyDir, { recursive: true });
    const upstreams = apps.slice(0, count).map((app) => app.url);
    const nginx = await startNginx(proxyDir, (port) => nginxProxyConfig(upstreams, proxyDir, port));
    cleanups.push(() => nginx.stop());
    proxies.set(count, { url: nginx.url, pid: nginx.pid });
  }
  const postmaster = postmasterPid(Number(new URL(clusterUrl).port));
  const warmUp = visitorLoad(VISITOR_LOADS[0]);
  // Every process warmed as much as the others (a fresh one still compiles its hot code): through all three first.
  let bad = (await shoot(proxies.get(PROCESS_COUNTS.at(-1)!)!.url, warmUp, WARM_UP_SECONDS)).bad;
  for (const count of PROCESS_COUNTS) bad += (await shoot(proxies.get(count)!.url, warmUp, 1)).bad;
  // What autovacuum does within its first minute of a new table's rows: without statistics the planner takes
  // "spamAt" IS NULL to match almost nothing and reads a lead's earlier requests through a partial index of every
  // lead, not the contact key's, which then costs more with every lead stored.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  await client.query('ANALYZE');
  const commits = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]!.n,
    );

  const figures = new Map(
    VISITOR_LOADS.map((atOnce) => [atOnce, new Map(PROCESS_COUNTS.map((count) => [count, [] as ScaleOutRound[]]))]),
  );
  for (let round = 0; round < rounds; round++) {
    const order = PROCESS_COUNTS.map((_, index) => PROCESS_COUNTS[(index + round) % PROCESS_COUNTS.length]!);
    // Each load goes first every other round: the database grows through the run, and neither load has it smaller.
    const loads = round % 2 === 0 ? VISITOR_LOADS : [...VISITOR_LOADS].reverse();
    for (const [atOnce, count] of loads.flatMap((atOnce) => order.map((count) => [atOnce, count] as const))) {
      const load = visitorLoad(atOnce);
      const { url, pid } = proxies.get(count)!;
      const appPids = apps.slice(0, count).map((app) => app.pid);
      const sampler = await sampleActivity(databaseUrl, SAMPLE_MS);
      const committedBefore = await commits();
      const before = cpuNow(appPids, [pid], postmaster);
      const shot = await shoot(url, load, seconds);
      const after = cpuNow(appPids, [pid], postmaster);
      // A backend reports its commits when it goes idle, at most a second late: read after the sessions settle.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const committed = (await commits()) - committedBefore;
      const samples = sampler.samples();
      const activity = await sampler.stop();
      const share = (key: keyof typeof before) => (after[key] - before[key]) / seconds;
      bad += shot.bad;
      const measured = figures.get(atOnce)!.get(count)!;
      measured.push({
        shot,
        activity,
        samples,
        cpu: { apps: share('apps'), postgres: share('postgres'), nginx: share('nginx'), load: share('load') },
        commitsPerLead: committed / Math.max(1, shot.rate * seconds),
      });
      process.stderr.write(
        `  round ${round + 1}/${rounds}, ${atOnce} visitors, ${count} process(es): ${Math.round(shot.rate)} leads/s\n`,
      );
    }
  }
  return { rounds: figures, bad };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The activities of all of a count's rounds, weighted by their samples. */
function pooledActivity(rounds: ScaleOutRound[]): { shares: Map<string, number>; samples: number } {
  const counts = new Map<string, number>();
  let samples = 0;
  for (const round of rounds) {
    samples += round.samples;
    for (const [what, share] of round.activity) counts.set(what, (counts.get(what) ?? 0) + share * round.samples);
  }
  return {
    shares: new Map([...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, n / (samples || 1)])),
    samples,
  };
}

/** Another transaction's row (`Lock: transactionid`, `Lock: tuple`): what writers queued on before. None wanted. */
const ROW_LOCKS = new Set(['Lock: transactionid', 'Lock: tuple']);

/** Samples of sessions waiting on a heavyweight lock, by its kind (a row, a relation's extension, an advisory lock). */
function lockWaits(rounds: ScaleOutRound[]): Map<string, number> {
  const waits = new Map<string, number>();
  for (const round of rounds)
    for (const [what, share] of round.activity)
      if (what.startsWith('Lock:')) waits.set(what, (waits.get(what) ?? 0) + share * round.samples);
  return new Map([...waits].map(([what, n]) => [what, Math.round(n)]));
}

const rowLockWaits = (rounds: ScaleOutRound[]) =>
  [...lockWaits(rounds)].filter(([what]) => ROW_LOCKS.has(what)).reduce((sum, [, n]) => sum + n, 0);

const describeLockWaits = (rounds: ScaleOutRound[]) => {
  const waits = [...lockWaits(rounds)].filter(([, n]) => n > 0);
  return waits.length === 0 ? '0' : waits.map(([what, n]) => `${n} (${what.slice('Lock: '.length)})`).join(', ');
};

/** Each round's rate of `count` processes against one process's in the same round, at one load. */
const ratiosToOne = (rounds: Map<number, ScaleOutRound[]>, count: number) => {
  const one = rounds.get(1)!;
  return rounds.get(count)!.map((round, index) => round.shot.rate / one[index]!.shot.rate);
};

export function scaleOutTable({ rounds: byLoad }: ScaleOutFigures): string {
  const lines = [
    '| visitors at once | app processes | leads/s (median) | vs one process: median (min–max) | p50 / p99 | CPU of one core: apps / PostgreSQL / nginx / load | commits a lead | PostgreSQL sessions (sampled every 50 ms) | samples waiting on a lock |',
    '|---:|---:|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const [atOnce, rounds] of byLoad) {
    for (const [count, list] of rounds) {
      const ratios = ratiosToOne(rounds, count);
      const cpu = (key: keyof ScaleOutRound['cpu']) => percent(median(list.map((round) => round.cpu[key])));
      const { shares, samples } = pooledActivity(list);
      const sessions = [...shares]
        .slice(0, 4)
        .map(([what, share]) => `${what} ${percent(share)}`)
        .join(', ');
      lines.push(
        `| ${atOnce} | ${count} | ${Math.round(median(list.map((round) => round.shot.rate))).toLocaleString('en-US')} | ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${median(list.map((round) => round.shot.p50))} / ${median(list.map((round) => round.shot.p99))} ms | ${cpu('apps')} / ${cpu('postgres')} / ${cpu('nginx')} / ${cpu('load')} | ${median(list.map((round) => round.commitsPerLead)).toFixed(2)} | ${sessions} | ${describeLockWaits(list)} of ${samples.toLocaleString('en-US')} |`,
      );
    }
  }
  return lines.join('\n');
}

export interface Target {
  label: string;
  met: boolean;
}

/** Adding a process never lowers intake, at every load; and no writer waits on another's row. */
export function scaleOutTargets({ rounds: byLoad }: ScaleOutFigures): Target[] {
  const targets: Target[] = [];
  for (const [atOnce, rounds] of byLoad)
    for (const count of PROCESS_COUNTS.slice(1))
      targets.push({
        label: `scale-out, ${atOnce} visitors at once: ${count} processes take ≥ 1.0x the leads of one`,
        met: median(ratiosToOne(rounds, count)) >= 1,
      });
  targets.push({
    label: "scale-out: no sampled session waits on another transaction's row",
    met: [...byLoad.values()].every((rounds) => [...rounds.values()].every((list) => rowLockWaits(list) === 0)),
  });
  return targets;
}

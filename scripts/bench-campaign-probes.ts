/**
 * What the campaign benchmark watches while a campaign sends, from outside the processes: each process's CPU time
 * (/proc/<pid>/stat), our server's RSS (/proc/<pid>/status, sampled every 200 ms), and on PostgreSQL what the
 * app's connections are doing (pg_stat_activity, sampled on a side connection): what bounds the sending rate.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
export const SAMPLE_MS = 200;

/** A process's CPU seconds (user + system), with those of its children it has waited for when `reaped`. */
export function cpuSeconds(pid: number, reaped = false): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime is the 14th field.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const [utime, stime, cutime, cstime] = fields.slice(11, 15) as [number, number, number, number];
  return (utime + stime + (reaped ? cutime + cstime : 0)) / TICKS_PER_SECOND;
}

/**
 * A process's main thread (our event loop, the sink's): seconds on a CPU and seconds ready to run but waiting for
 * one, which says whether it was short of CPU or waiting on something else (/proc/<pid>/schedstat).
 */
export function mainThreadSeconds(pid: number): { running: number; waiting: number } {
  const [running, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { running: running! / 1e9, waiting: waiting! / 1e9 };
}

export const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The postmaster listening on `port` (its command line names it), found among the machine's processes. */
export function postmasterPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('-p');
      if (args[0]?.endsWith('/postgres') && at !== -1 && args[at + 1] === String(port)) return Number(entry);
    } catch {
      // A process that ended while we looked.
    }
  }
  throw new Error(`no postmaster on port ${port}`);
}

/**
 * The CPU seconds of a process and its children: a PostgreSQL cluster (its postmaster with ended backends, and the
 * backends alive now), nginx (its master and workers).
 */
export function treeCpuSeconds(parent: number): number {
  let total = cpuSeconds(parent, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === parent) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parentOfEntry = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parentOfEntry === parent) total += cpuSeconds(Number(entry));
    } catch {
      // A child that ended while we looked: its time is now its parent's.
    }
  }
  return total;
}

/** What one connection of the app is doing, as pg_stat_activity says. */
const ACTIVITY = `SELECT CASE
    WHEN "state" = 'idle' THEN 'idle: waiting for the app'
    WHEN "state" = 'idle in transaction' THEN 'idle in transaction: the app''s turn'
    WHEN "wait_event" IS NULL THEN 'running (on CPU)'
    ELSE "wait_event_type" || ': ' || "wait_event" END AS "what"
  FROM pg_stat_activity
  WHERE "datname" = current_database() AND "backend_type" = 'client backend' AND "pid" <> pg_backend_pid()`;

/**
 * Samples the app's connections every `everyMs` until stopped; answers each activity's share of the samples, and
 * how many connection samples there were.
 */
export async function sampleActivity(
  databaseUrl: string,
  everyMs = SAMPLE_MS,
): Promise<{ stop(): Promise<Map<string, number>>; samples(): number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(ACTIVITY);
      for (const { what } of rows) seen.set(what, (seen.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  const samples = () => [...seen.values()].reduce((sum, n) => sum + n, 0);
  return {
    samples,
    async stop() {
      running = false;
      await loop;
      await client.end();
      const total = samples() || 1;
      return new Map([...seen].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, n / total]));
    },
  };
}

/** The highest VmRSS of `pid` sampled every SAMPLE_MS until stopped. */
export function sampleRss(pid: number): { stop(): number } {
  let highest = rssMb(pid);
  const timer = setInterval(() => (highest = Math.max(highest, rssMb(pid))), SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, rssMb(pid));
    },
  };
}

/**
 * The scale benchmark's API measurements: the real server (api/main.ts, as `npm start` runs it) on a
 * seeded database, an admin signed in through the login API, and each call timed from the client on
 * loopback (request sent to body read). Calls take turns round after round, so a burst of load from
 * elsewhere on the machine spreads over all of them instead of spoiling one.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { sessionCookie } from '../api/test/sign-in';
import { COMMON_SURNAME, RARE_SURNAME } from './bench-scale-data';

export interface Figure {
  call: string;
  /** What is measured, e.g. 'p50 / p95 ms'. */
  value: string;
  target: string;
  pass: boolean | null;
}

/** One call to time: its path, and its target in ms for the p95 (none for the floor every call pays). */
interface TimedCall {
  call: string;
  path: string;
  targetMs?: number;
}

export const ADMIN = { username: 'bench-admin', password: 'scale-bench-password-2026' };
const PAGE_MS = 5;
const SEARCH_MS = 65;
const STATS_MS = 60;
const EXPORT_ROWS_PER_S = 50_000;
const EXPORT_RSS_MB = 300;
/** How deep in the list the deep page starts. */
const DEEP_ROWS = 10_000;

/** Signs the admin in over the API and answers the Cookie header to send. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}

async function get(baseUrl: string, path: string, cookie: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

/** The cursor of the page that starts `rows` deep in the buyers list, reached page by page. */
async function deepCursor(baseUrl: string, cookie: string, rows: number): Promise<string> {
  let cursor: string | null = null;
  for (let read = 0; read < rows; read += 200) {
    const { body } = await get(baseUrl, `/api/buyers?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, cookie);
    cursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`the buyers list ends before ${rows} rows`);
  }
  return cursor!;
}

export const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
};
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Times every call `rounds` times after `warmup` rounds; answers one figure per call. */
export async function measureCalls(baseUrl: string, cookie: string, { rounds, warmup }: { rounds: number; warmup: number }): Promise<Figure[]> {
  const cursor = encodeURIComponent(await deepCursor(baseUrl, cookie, DEEP_ROWS));
  const calls: TimedCall[] = [
    // What every signed-in call pays before its own work: the session read and renewed, the user read.
    { call: 'floor: `/api/admin/check` (session and user only)', path: '/api/admin/check' },
    { call: 'first page `/api/buyers`', path: '/api/buyers', targetMs: PAGE_MS },
    { call: `page ${DEEP_ROWS.toLocaleString('en-US')} rows deep (cursor)`, path: `/api/buyers?cursor=${cursor}`, targetMs: PAGE_MS },
    { call: 'filtered page `/api/leads?type=seller&leadStatus=Qualified`', path: '/api/leads?type=seller&leadStatus=Qualified', targetMs: PAGE_MS },
    { call: 'stat cards `/api/buyers/counts`', path: '/api/buyers/counts', targetMs: PAGE_MS },
    { call: `rare search \`${RARE_SURNAME.name.toLowerCase()}\``, path: `/api/buyers?search=${RARE_SURNAME.name.toLowerCase()}`, targetMs: SEARCH_MS },
    { call: `common search \`${COMMON_SURNAME.name.toLowerCase()}\``, path: `/api/buyers?search=${COMMON_SURNAME.name.toLowerCase()}`, targetMs: SEARCH_MS },
    { call: 'search `owusu 4242`', path: '/api/buyers?search=owusu%204242', targetMs: SEARCH_MS },
    { call: 'dashboard `/api/admin/stats`', path: '/api/admin/stats', targetMs: STATS_MS },
  ];
  const samples = calls.map(() => [] as number[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [index, call] of calls.entries()) {
      const { ms: took } = await get(baseUrl, call.path, cookie);
      if (round >= warmup) samples[index]!.push(took);
    }
  }
  return calls.map((call, index) => {
    const [p50, p95] = [percentile(samples[index]!, 0.5), percentile(samples[index]!, 0.95)];
    const target = call.targetMs === undefined ? { target: '', pass: null } : { target: `p95 ≤ ${call.targetMs} ms`, pass: p95 <= call.targetMs };
    return { call: call.call, value: `${ms(p50)} / ${ms(p95)} ms`, ...target };
  });
}

/** A process's resident set now (VmRSS) or at its peak (VmHWM), in MB. */
export const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The buyers' CSV export in full: rows a second (lines after the header) and the server's peak RSS
 * during it (the peak is reset first through /proc/<pid>/clear_refs). Null when the server has no
 * export yet (404, or 405 from the lead routes beside it).
 */
export async function measureExport(baseUrl: string, cookie: string, server: ChildProcess): Promise<Figure[] | null> {
  const path = '/api/buyers/export.csv';
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const before = rssMb(server.pid!, 'VmRSS');
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (response.status === 404 || response.status === 405) return null;
  if (response.status !== 200 || !response.body) throw new Error(`GET ${path} answered ${response.status}`);
  let lines = 0;
  for await (const chunk of response.body) {
    const bytes = Buffer.from(chunk as Uint8Array);
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  const rate = rows / seconds;
  const peak = rssMb(server.pid!, 'VmHWM');
  return [
    { call: `export \`${path}\` (${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s)`, value: `${Math.round(rate).toLocaleString('en-US')} rows/s`, target: `≥ ${EXPORT_ROWS_PER_S.toLocaleString('en-US')} rows/s`, pass: rate >= EXPORT_ROWS_PER_S },
    { call: `export: server peak RSS (VmHWM; ${Math.round(before)} MB before)`, value: `${Math.round(peak)} MB`, target: `< ${EXPORT_RSS_MB} MB`, pass: peak < EXPORT_RSS_MB },
  ];
}

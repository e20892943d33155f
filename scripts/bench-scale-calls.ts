/**
 * The scale benchmark's API measurements: the real server (api/main.ts, as `npm start` runs it) on a
 * seeded database, an admin signed in through the login API, and each call timed twice: by the server
 * (its request log's time for the request, which the targets are judged on, as they are set in
 * server time) and from the client on loopback (request sent to body read, shown beside). Calls take
 * turns round after round, so a burst of load from elsewhere on the machine spreads over all of them
 * instead of spoiling one.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
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
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}

/**
 * The server's own time for each request, from its request log (api/middleware/request-log.ts): the
 * line carrying the X-Request-Id its answer carried. That time runs from the request's arrival to its
 * answer being ready, without the loopback, the client's fetch or the body's serialization.
 */
export class ServerTimes {
  private readonly times = new Map<string, number>();

  /** `server` was started with its log piped (startServer's `readLog`). */
  constructor(server: ChildProcess) {
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; id?: string; ms?: number };
      if (entry.msg === 'request' && entry.id && typeof entry.ms === 'number') this.times.set(entry.id, entry.ms);
    });
  }

  /** The logged time of request `id`, waiting a little for its line (written just after the answer). */
  async of(id: string): Promise<number> {
    for (let waited = 0; waited < 200; waited++) {
      const ms = this.times.get(id);
      if (ms !== undefined) return ms;
      await sleep(10);
    }
    throw new Error(`the server logged no request ${id}`);
  }
}

async function get(
  baseUrl: string,
  path: string,
  cookie: string,
): Promise<{ ms: number; body: string; requestId: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms, body, requestId: response.headers.get('x-request-id') ?? '' };
}

/** The cursor of the page that starts `rows` deep in the buyers list, reached page by page. */
async function deepCursor(baseUrl: string, cookie: string, rows: number): Promise<string> {
  let cursor: string | null = null;
  for (let read = 0; read < rows; read += 200) {
    const { body } = await get(
      baseUrl,
      `/api/buyers?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie,
    );
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
export async function measureCalls(
  baseUrl: string,
  cookie: string,
  serverTimes: ServerTimes,
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<Figure[]> {
  const cursor = encodeURIComponent(await deepCursor(baseUrl, cookie, DEEP_ROWS));
  const calls: TimedCall[] = [
    // What every signed-in call pays before its own work: the session read and renewed, the user read.
    { call: 'floor: `/api/admin/check` (session and user only)', path: '/api/admin/check' },
    { call: 'first page `/api/buyers`', path: '/api/buyers', targetMs: PAGE_MS },
    {
      call: `page ${DEEP_ROWS.toLocaleString('en-US')} rows deep (cursor)`,
      path: `/api/buyers?cursor=${cursor}`,
      targetMs: PAGE_MS,
    },
    {
      call: 'filtered page `/api/leads?type=seller&leadStatus=Qualified`',
      path: '/api/leads?type=seller&leadStatus=Qualified',
      targetMs: PAGE_MS,
    },
    { call: 'stat cards `/api/buyers/counts`', path: '/api/buyers/counts', targetMs: PAGE_MS },
    {
      call: `rare search \`${RARE_SURNAME.name.toLowerCase()}\``,
      path: `/api/buyers?search=${RARE_SURNAME.name.toLowerCase()}`,
      targetMs: SEARCH_MS,
    },
    {
      call: `common search \`${COMMON_SURNAME.name.toLowerCase()}\``,
      path: `/api/buyers?search=${COMMON_SURNAME.name.toLowerCase()}`,
      targetMs: SEARCH_MS,
    },
    { call: 'search `owusu 4242`', path: '/api/buyers?search=owusu%204242', targetMs: SEARCH_MS },
    { call: 'dashboard `/api/admin/stats`', path: '/api/admin/stats', targetMs: STATS_MS },
  ];
  const client = calls.map(() => [] as number[]);
  const requestIds = calls.map(() => [] as string[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [index, call] of calls.entries()) {
      const { ms: took, requestId } = await get(baseUrl, call.path, cookie);
      if (round < warmup) continue;
      client[index]!.push(took);
      requestIds[index]!.push(requestId);
    }
  }
  const server = await Promise.all(requestIds.map((ids) => Promise.all(ids.map((id) => serverTimes.of(id)))));
  return calls.map((call, index) => {
    const [p50, p95] = [percentile(server[index]!, 0.5), percentile(server[index]!, 0.95)];
    const [clientP50, clientP95] = [percentile(client[index]!, 0.5), percentile(client[index]!, 0.95)];
    const target =
      call.targetMs === undefined
        ? { target: '', pass: null }
        : { target: `p95 ≤ ${call.targetMs} ms`, pass: p95 <= call.targetMs };
    return {
      call: call.call,
      value: `${ms(p50)} / ${ms(p95)} ms (client ${ms(clientP50)} / ${ms(clientP95)})`,
      ...target,
    };
  });
}

/** A process's resident set now (VmRSS) or at its peak (VmHWM), in MB. */
export const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

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
    {
      call: `export \`${path}\` (${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s)`,
      value: `${Math.round(rate).toLocaleString('en-US')} rows/s`,
      target: `≥ ${EXPORT_ROWS_PER_S.toLocaleString('en-US')} rows/s`,
      pass: rate >= EXPORT_ROWS_PER_S,
    },
    {
      call: `export: server peak RSS (VmHWM; ${Math.round(before)} MB before)`,
      value: `${Math.round(peak)} MB`,
      target: `< ${EXPORT_RSS_MB} MB`,
      pass: peak < EXPORT_RSS_MB,
    },
  ];
}

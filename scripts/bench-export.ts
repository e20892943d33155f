/**
 * The exports at scale: seeds a migrated SQLite file with `rows` buyer leads (default
 * 200,000) straight through better-sqlite3, starts the real server on it (api/main.ts), signs in and
 * downloads GET /api/buyers/export.csv, then the CSV and the XLSX (export.xlsx) taking turns for `rounds`
 * rounds (default 3; who goes first alternates). Prints rows/s and the server's peak RSS (VmHWM), and each
 * format's median time with the XLSX's ratio to the CSV. Targets: 50,000 rows/s, under 300 MB at 1,000,000
 * rows; the XLSX within 2x of the CSV at 100,000 rows.
 *   node --import tsx scripts/bench-export.ts [rows] [file] [rounds]
 * With `file`, the seeded database is kept there, and a later run given that file reuses it as it is.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { storedTime } from '../api/platform/db/stored-time';
import { leadSearchText } from '../api/platform/db/lead-search';
import { buildLead } from '../api/test/factories';
import { freePort } from '../api/test/free-port';

const ROWS = Number(process.argv[2] ?? 200_000);
const PASSWORD = 'bench-password-123';

async function seedSqlite(file: string): Promise<void> {
  const dataSource = createDataSource(`sqlite:${file}`);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  const time = (ms: number) => storedTime(dataSource, new Date(ms)) as string;
  await dataSource.destroy();
  const db = new Database(file);
  // A file to throw away: no fsync. The trigram index is built once after the rows, as the migration
  // builds it for existing leads, three times as fast as its trigger does row by row.
  db.pragma('synchronous = OFF');
  const trigger = db
    .prepare(`SELECT sql FROM sqlite_master WHERE name = 'leads_search_insert'`)
    .pluck()
    .get() as string;
  db.exec('DROP TRIGGER "leads_search_insert"');
  const insert =
    db.prepare(`INSERT INTO leads (type, name, email, phone, countryCode, details, "createdAt", "updatedAt", "searchText")
    VALUES ('buyer', @name, @email, @phone, @countryCode, @details, @createdAt, @createdAt, @searchText)`);
  const newest = Date.parse('2026-11-24T12:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const form = buildLead({ details: `Looking for a 3-bedroom house, "gated", near schools, ref ${i}` });
      const lead = { ...form, createdAt: time(newest - i * 61_000) };
      insert.run({ ...lead, searchText: leadSearchText(lead) });
    }
  })();
  db.exec(`INSERT INTO "leads_search"("leads_search") VALUES ('rebuild')`);
  db.exec(trigger);
  db.close();
}

/** The server's memory from /proc: peak (VmHWM) and now (VmRSS), in MB. */
function memory(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  return { peak: mb('VmHWM'), now: mb('VmRSS') };
}

async function signIn(url: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const body = JSON.stringify({ username: 'bench', password: PASSWORD });
    const response = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
    if (response?.status === 200)
      return response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
    if (response) throw new Error(`login answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Downloads the XLSX export whole: answers its bytes. */
async function downloadXlsx(url: string, cookie: string): Promise<number> {
  const response = await fetch(`${url}/api/buyers/export.xlsx`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`the XLSX export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The CSV and the XLSX taking turns, `rounds` times: each one's median seconds and the XLSX's bytes. */
async function csvAgainstXlsx(url: string, cookie: string, rounds: number) {
  const times = { csv: [] as number[], xlsx: [] as number[] };
  let xlsxBytes = 0;
  for (let round = 0; round < rounds; round++) {
    for (const format of round % 2 === 0 ? (['csv', 'xlsx'] as const) : (['xlsx', 'csv'] as const)) {
      const started = performance.now();
      if (format === 'csv') await download(url, cookie);
      else xlsxBytes = await downloadXlsx(url, cookie);
      times[format].push((performance.now() - started) / 1000);
    }
  }
  return { csv: median(times.csv), xlsx: median(times.xlsx), xlsxBytes, times };
}

/** Downloads the export, counting its rows: answers rows and bytes. */
async function download(url: string, cookie: string): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(`${url}/api/buyers/export.csv`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines++;
  }
  return { rows: lines - 1, bytes };
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
try {
  const file = process.argv[3] ?? path.join(dir, 'app.sqlite');
  if (!existsSync(file)) {
    const started = performance.now();
    await seedSqlite(file);
    console.log(
      `seeded ${ROWS.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const port = await freePort();
  mkdirSync(path.join(dir, 'dist'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${file}`,
    DIST_DIR: path.join(dir, 'dist'),
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: PASSWORD,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const cookie = await signIn(url);
    const before = memory(child.pid!);
    const started = performance.now();
    const { rows, bytes } = await download(url, cookie);
    const seconds = (performance.now() - started) / 1000;
    const after = memory(child.pid!);
    console.log(
      `GET /api/buyers/export.csv: ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s`,
    );
    console.log(`rows/s: ${Math.round(rows / seconds).toLocaleString('en-US')} (target >= 50,000)`);
    console.log(
      `server RSS: ${before.now} MB before (peak ${before.peak} MB while starting), peak ${after.peak} MB (VmHWM), ${after.now} MB after (target < 300 MB)`,
    );
    const rounds = Number(process.argv[4] ?? 3);
    const compared = await csvAgainstXlsx(url, cookie, rounds);
    const listed = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
    console.log(
      `CSV against XLSX, ${rounds} rounds taking turns: CSV ${listed(compared.times.csv)} s, XLSX ${listed(compared.times.xlsx)} s`,
    );
    console.log(
      `medians: CSV ${compared.csv.toFixed(2)} s, XLSX ${compared.xlsx.toFixed(2)} s (${(compared.xlsxBytes / 1e6).toFixed(1)} MB): XLSX/CSV ${(compared.xlsx / compared.csv).toFixed(2)} (target <= 2)`,
    );
    console.log(`server peak RSS after both: ${memory(child.pid!).peak} MB (VmHWM)`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

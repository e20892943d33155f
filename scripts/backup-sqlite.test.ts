import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { backupSqlite } from './backup-sqlite';

let dir: string;
let writer: ChildProcess | undefined;
afterEach(() => {
  writer?.kill();
  rmSync(dir, { recursive: true, force: true });
});

// Another process committing as fast as it can, each transaction a lead and a subscriber together:
// a copy holding one without the other would not be one state of the database.
const WRITER = `
const Database = require(${JSON.stringify(path.resolve('node_modules/better-sqlite3'))});
const db = new Database(process.argv[1], { timeout: 5000 });
db.pragma('synchronous = OFF'); // commits as often as a very busy site's
const lead = db.prepare(\`INSERT INTO leads (type, name, email, phone, countryCode, details, propertyType, propertySubtype, commercialType,
  currentLocation, otherLocation, ghanaRegion, accraArea, otherRegion, budgetRange, services, otherServices, propertyLocation,
  documentation, otherDocumentation, sellingPrice, rentalBudget, helpNeeded, newsletter, contactStatus, leadStatus, createdAt, updatedAt)
  VALUES ('renter', 'Load', ?, '', '', '', '', '', '', '', '', '', '', '', '', '[]', '', '', '', '', '', '', '', '', 'Not Contacted', 'New', ?, ?)\`);
const subscriber = db.prepare('INSERT INTO newsletter_subscribers (email, emailKey, createdAt) VALUES (?, ?, ?)');
const pair = db.transaction((n) => {
  const now = new Date().toISOString();
  lead.run('pair-' + n + '@example.com', now, now);
  subscriber.run('pair-' + n + '@example.com', 'pair-' + n + '@example.com', now);
});
let n = 0;
(function write() {
  pair(++n);
  if (n === 50) process.stdout.write('writing\\n');
  setImmediate(write);
})();
`;

test(
  'a SQLite copy finishes while another process commits without pause, and holds one state of the database',
  { timeout: 120_000 },
  async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backup-sqlite-'));
    const databasePath = path.join(dir, 'app.sqlite');
    const dataSource = createDataSource(`sqlite:${databasePath}`);
    await dataSource.initialize();
    await runPendingMigrations(dataSource);
    await dataSource.destroy();
    // About 12 MB: a copy of many steps, so every commit meanwhile restarts it.
    const seed = new Database(databasePath);
    const insert =
      seed.prepare(`INSERT INTO leads (type, name, email, phone, countryCode, details, propertyType, propertySubtype, commercialType,
    currentLocation, otherLocation, ghanaRegion, accraArea, otherRegion, budgetRange, services, otherServices, propertyLocation,
    documentation, otherDocumentation, sellingPrice, rentalBudget, helpNeeded, newsletter, contactStatus, leadStatus, createdAt, updatedAt)
    VALUES ('buyer', 'Seed', ?, '', '', ?, '', '', '', '', '', '', '', '', '', '[]', '', '', '', '', '', '', '', '', 'Not Contacted', 'New', ?, ?)`);
    seed.transaction(() => {
      for (let i = 0; i < 6000; i++)
        insert.run(`seed-${i}@example.com`, 'n'.repeat(2000), '2026-11-24T09:00:00.000Z', '2026-11-24T09:00:00.000Z');
    })();
    seed.close();

    writer = spawn(process.execPath, ['-e', WRITER, databasePath], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(writer.stdout!, 'data');
    const file = path.join(dir, 'copy.sqlite');
    closeSync(openSync(file, 'wx', 0o600));
    const contents = await backupSqlite(databasePath, file);

    const copy = new Database(file, { readonly: true });
    const count = (sql: string) => copy.prepare(sql).pluck().get();
    const pairs = count(`SELECT COUNT(*) FROM leads WHERE type = 'renter'`);
    expect(pairs as number).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) FROM newsletter_subscribers')).toBe(pairs);
    expect(count(`SELECT COUNT(*) FROM leads WHERE type = 'buyer'`)).toBe(6000);
    expect(count(`PRAGMA journal_mode`)).toBe('delete');
    copy.close();
    expect(contents).toMatchObject({
      leads: { buyer: 6000, seller: 0, renter: pairs },
      subscribers: pairs,
      users: 0,
      historyRows: 0,
    });
  },
);

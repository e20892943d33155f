import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { Lead } from '../api/platform/db/entities/Lead';
import { LeadStatusChange } from '../api/platform/db/entities/LeadStatusChange';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { AdminUsersService } from '../api/resources/admin-users/admin-users.service';
import { SessionsService } from '../api/resources/auth/sessions.service';
import { buildLead } from '../api/test/factories';
import { TEST_DATABASES } from '../api/test/test-databases';
import { KNOWN_MIGRATIONS } from './backup-contents';
import { printedContents, runScript, startServer } from './backup-cli.test-helpers';
import { withDatabase } from '../api/test/with-database';

const ADMIN = { username: 'boss', password: 'boss-password-123' };
const STAFF = { username: 'kofi', password: 'kofi-password-123', role: 'user', email: 'kofi@example.com' };
const ENDPOINTS = ['/api/buyers', '/api/sellers', '/api/renters', '/api/newsletter'] as const;
// Rows enough for a SQLite copy of several steps, so writes during it restart the copy.
const SEEDED_LEADS = 6000;

let dir: string;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const json = (body: unknown, cookie = '') => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

/** Seeds leads with long notes straight into the database, in one transaction. */
async function seedLeads(url: string) {
  await withDatabase(url, (dataSource) =>
    dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Lead);
      for (let start = 0; start < SEEDED_LEADS; start += 200) {
        const rows = Array.from({ length: 200 }, (_, i) => {
          const now = new Date();
          const fields = buildLead({ email: `seed-${start + i}@example.com` });
          return repository.create({
            ...fields,
            type: 'buyer',
            details: 'n'.repeat(2000),
            contactStatus: 'Not Contacted',
            leadStatus: 'New',
            createdAt: now,
            updatedAt: now,
          });
        });
        await repository.insert(rows);
      }
    }),
  );
}

/** Posts join forms from `clients` concurrent clients until stopped; `acknowledged` lists each 2xx, in order. */
function postContinuously(address: string, clients: number) {
  const acknowledged: { endpoint: (typeof ENDPOINTS)[number]; email: string }[] = [];
  let stopped = false;
  let sent = 0;
  const client = async () => {
    while (!stopped) {
      const endpoint = ENDPOINTS[sent % ENDPOINTS.length];
      const email = `load-${++sent}@example.com`;
      const response = await fetch(
        address + endpoint,
        json(endpoint === '/api/newsletter' ? { email } : buildLead({ email })),
      );
      if (response.ok) acknowledged.push({ endpoint, email });
      else throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

describe.each(TEST_DATABASES)('npm run backup and restore on $name', (database) => {
  test(
    'a backup taken while leads pour in restores every lead acknowledged before it, the users and the history',
    { timeout: 180_000 },
    async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
      const source = await database.create();
      cleanups.push(source.drop);
      const server = await startServer(dir, source.url, ADMIN);
      cleanups.push(server.stop);
      await seedLeads(source.url);

      // Staff work that must survive: a second user, and status changes with their history.
      const login = await fetch(`${server.address}/api/admin/login`, json(ADMIN));
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      expect((await fetch(`${server.address}/api/admin/users`, json(STAFF, cookie))).status).toBe(201);
      expect(
        (await fetch(`${server.address}/api/sellers`, json(buildLead({ email: 'history@example.com' })))).status,
      ).toBe(201);
      const found = await fetch(`${server.address}/api/leads?search=history@example.com`, {
        headers: { Cookie: cookie },
      });
      const [lead] = ((await found.json()) as { leads: { id: number }[] }).leads;
      for (const change of [{ contactStatus: 'Contacted' }, { leadStatus: 'Qualified' }]) {
        const patch = await fetch(`${server.address}/api/leads/${lead.id}`, {
          ...json(change, cookie),
          method: 'PATCH',
        });
        expect(patch.status).toBe(200);
      }

      const load = postContinuously(server.address, 4);
      cleanups.push(load.stop);
      await expect.poll(() => load.acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
      const acknowledgedBefore = [...load.acknowledged];
      const file = path.join(dir, 'copy', database.name === 'sqlite' ? 'copy.sqlite' : 'copy.dump');
      const backup = await runScript('scripts/backup.ts', [file], { DATABASE_URL: source.url });
      const acknowledgedDuring = load.acknowledged.length - acknowledgedBefore.length;
      await load.stop();
      await server.stop();

      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(acknowledgedDuring).toBeGreaterThan(0);
      expect(backup.stdout).toContain(`Backed up to ${file} (`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(existsSync(`${file}.partial`)).toBe(false);
      const held = printedContents(backup.stdout);
      expect(held).toMatchObject({
        users: 2,
        historyRows: 2,
        schema: `${KNOWN_MIGRATIONS.at(-1)} (${KNOWN_MIGRATIONS.length} migrations applied)`,
      });
      expect(held.leads.buyer).toBeGreaterThan(SEEDED_LEADS);

      const target = await database.create();
      cleanups.push(target.drop);
      const restore = await runScript('scripts/restore.ts', [file], { DATABASE_URL: target.url });
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      // The restored database holds exactly what the backup said it held.
      expect(printedContents(restore.stdout)).toEqual(held);

      await withDatabase(target.url, async (dataSource) => {
        expect(await runPendingMigrations(dataSource)).toEqual([]);
        const leads = new Set(
          (await dataSource.getRepository(Lead).find({ select: { type: true, email: true } })).map(
            (row) => `/api/${row.type}s ${row.email}`,
          ),
        );
        const subscribers = new Set(
          (await dataSource.getRepository(NewsletterSubscriber).find()).map((row) => `/api/newsletter ${row.email}`),
        );
        const missing = acknowledgedBefore.filter(
          ({ endpoint, email }) => !leads.has(`${endpoint} ${email}`) && !subscribers.has(`${endpoint} ${email}`),
        );
        expect(missing).toEqual([]);
        expect(leads.size).toBe(held.leads.buyer + held.leads.seller + held.leads.renter);

        const users = new AdminUsersService(dataSource, new SessionsService(dataSource));
        expect(await users.authenticate(ADMIN.username, ADMIN.password)).toMatchObject({ id: 1, role: 'admin' });
        expect(await users.authenticate(STAFF.username, STAFF.password)).toMatchObject({
          role: 'user',
          email: STAFF.email,
        });
        const history = await dataSource.getRepository(LeadStatusChange).find({ order: { id: 'ASC' } });
        expect(
          history.map(({ leadId, field, fromStatus, toStatus, changedByName }) => ({
            leadId,
            field,
            fromStatus,
            toStatus,
            changedByName,
          })),
        ).toEqual([
          {
            leadId: lead.id,
            field: 'contactStatus',
            fromStatus: 'Not Contacted',
            toStatus: 'Contacted',
            changedByName: ADMIN.username,
          },
          {
            leadId: lead.id,
            field: 'leadStatus',
            fromStatus: 'New',
            toStatus: 'Qualified',
            changedByName: ADMIN.username,
          },
        ]);
      });
    },
  );

  test(
    'without FILE it writes backups/yhg-<UTC time> in the working folder, for its owner only, and never replaces a file',
    { timeout: 60_000 },
    async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
      const source = await database.create();
      cleanups.push(source.drop);
      await withDatabase(source.url, runPendingMigrations);

      const made = await runScript('scripts/backup.ts', [], { DATABASE_URL: source.url }, dir);
      expect(made).toMatchObject({ code: 0, stderr: '' });
      const file = /^Backed up to (backups\/yhg-\d{4}-\d\d-\d\dT\d{6}Z\.(sqlite|dump)) \(/.exec(made.stdout);
      expect(file?.[2]).toBe(database.name === 'sqlite' ? 'sqlite' : 'dump');
      expect(statSync(path.join(dir, 'backups')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dir, file![1])).mode & 0o777).toBe(0o600);
      expect(printedContents(made.stdout)).toMatchObject({
        leads: { buyer: 0, seller: 0, renter: 0 },
        subscribers: 0,
        users: 0,
        historyRows: 0,
      });

      const again = await runScript('scripts/backup.ts', [file![1]], { DATABASE_URL: source.url }, dir);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`Backup failed: ${file![1]} already exists: a backup never replaces another.`);
      expect(await runScript('scripts/backup.ts', ['one', 'two'], { DATABASE_URL: source.url }, dir)).toMatchObject({
        code: 2,
      });
    },
  );
});

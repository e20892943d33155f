import { describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../api/platform/db/data-source';
import { Lead } from '../api/platform/db/entities/Lead';
import { LeadStatusChange } from '../api/platform/db/entities/LeadStatusChange';
import { expectSummariesOfTallies } from '../api/test/tallies';
import { leadSearchText, matchesSearch } from '../api/platform/db/lead-search';
import { LeadQueries } from '../api/resources/leads/lead-queries';
import { insertLead } from '../api/test/seed-rows';
import { openMigratedDatabase, TEST_DATABASES } from '../api/test/test-databases';
import { COMMON_SURNAME, RARE_SURNAME } from './bench-scale-data';
import { seedPostgres } from './bench-scale-seed-postgres';
import { seedSqlite } from './bench-scale-seed-sqlite';

const LEADS = 3000;
const TERMS = [
  COMMON_SURNAME.name,
  RARE_SURNAME.name,
  'owusu 4242',
  'ÉLODIE',
  '王伟',
  'east legon',
  '+44',
  '0244',
  'gmail.com',
];

/** The triggers and indexes a database has, with their definitions: what the app's migrations made. */
async function schemaObjects(dataSource: DataSource): Promise<string[]> {
  const rows: Array<{ entry: string }> =
    dataSource.options.type === 'postgres'
      ? await dataSource.query(`SELECT indexdef AS entry FROM pg_indexes WHERE schemaname = 'public'
          UNION ALL SELECT tgname || ' ' || tgfoid::regproc::text AS entry FROM pg_trigger WHERE NOT tgisinternal`)
      : await dataSource.query(
          `SELECT type || ' ' || name || ' ' || COALESCE(sql, '') AS entry FROM sqlite_master WHERE type IN ('index', 'trigger', 'table')`,
        );
  // PostgreSQL names a primary key by a hash of the table; that part is the same on every database.
  return rows.map((row) => row.entry).sort();
}

/** Leads per (type, statuses, day) as the tally triggers keep them, counted from the rows themselves. */
function expectedTallies(leads: Lead[]): Record<string, number> {
  const tallies: Record<string, number> = {};
  for (const lead of leads.filter((row) => !row.spamAt)) {
    const key = [lead.type, lead.contactStatus, lead.leadStatus, lead.createdAt.toISOString().slice(0, 10)].join('|');
    tallies[key] = (tallies[key] ?? 0) + 1;
  }
  return tallies;
}

async function storedTallies(dataSource: DataSource): Promise<Record<string, number>> {
  const rows: Array<{ type: string; contactStatus: string; leadStatus: string; day: string; leads: unknown }> =
    await dataSource.query(
      `SELECT "type", "contactStatus", "leadStatus", "day", SUM("leads") AS "leads" FROM "live_lead_tallies" GROUP BY 1, 2, 3, 4 HAVING SUM("leads") <> 0`,
    );
  return Object.fromEntries(
    rows.map((row) => [[row.type, row.contactStatus, row.leadStatus, row.day].join('|'), Number(row.leads)]),
  );
}

describe.each(TEST_DATABASES)('the scale benchmark seeding on $name', (database) => {
  test('ends as the app keeps the database: search text, search index, tallies, triggers and indexes, and app writes after it', async () => {
    const { url, drop } = await database.create();
    const fresh = await openMigratedDatabase(database);
    const dataSource = createDataSource(url);
    try {
      const seed = { leads: LEADS, now: new Date() };
      await (database.name === 'sqlite' ? seedSqlite(url.slice('sqlite:'.length), seed) : seedPostgres(url, seed));
      await dataSource.initialize();

      expect(await schemaObjects(dataSource)).toEqual(await schemaObjects(fresh.dataSource));
      const leads = await dataSource.getRepository(Lead).find({
        select: Object.fromEntries(dataSource.getMetadata(Lead).columns.map((column) => [column.propertyName, true])),
      });
      expect(leads).toHaveLength(LEADS);
      expect(new Set(leads.map((lead) => lead.type)).size).toBe(3);
      expect(leads.filter((lead) => lead.searchText !== leadSearchText(lead))).toEqual([]);
      expect(await storedTallies(dataSource)).toEqual(expectedTallies(leads));
      await expectSummariesOfTallies(dataSource);
      const contacted = await dataSource
        .getRepository(LeadStatusChange)
        .findBy({ field: 'contactStatus', toStatus: 'Contacted' });
      const firstContacts = new Map<number, number>();
      for (const change of contacted)
        firstContacts.set(
          change.leadId,
          Math.min(firstContacts.get(change.leadId) ?? Infinity, change.changedAt.getTime()),
        );
      expect(firstContacts.size).toBeGreaterThan(LEADS / 4);
      expect(
        leads.filter((lead) => (lead.firstContactedAt?.getTime() ?? null) !== (firstContacts.get(lead.id) ?? null)),
      ).toEqual([]);

      const queries = new LeadQueries(dataSource);
      for (const term of TERMS) {
        const matching = leads.filter((lead) => lead.spamAt === null && matchesSearch(lead, term)).length;
        expect(await queries.count({ search: term }), term).toBe(matching);
      }

      // The triggers are back: a lead written the app's way is counted and found.
      const added = await insertLead(dataSource, { type: 'seller', name: 'Nana Yaa Dzidzienyo-Quaye' });
      expect(added.id).toBe(LEADS + 1);
      expect(await storedTallies(dataSource)).toEqual(expectedTallies([...leads, added]));
      await expectSummariesOfTallies(dataSource);
      expect(await queries.count({ search: 'yaa dzidzienyo-quaye' })).toBe(1);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await fresh.close();
      await drop();
    }
  }, 120_000);
});

import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { leadSearchText } from '../lead-search';
import { LeadQueries } from '../../../resources/leads/lead-queries';
import { buildLead } from '../../../test/factories';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const START = Date.UTC(2026, 5, 1, 9, 0, 0);
const COPIED = '"id", "type", "contactStatus", "leadStatus", "createdAt", "spamAt", "searchText"';

// Leads written before the migration are copied into PostgreSQL's search table; afterwards its triggers
// keep the copy equal to the leads through inserts (one or many), status changes, spam marks, edits and
// deletes, and the searches find the same leads on both databases (SQLite's search is unchanged).
describe.each(TEST_DATABASES)('migration SearchLeadsInANarrowTable on $name', (database) => {
  test('copies existing leads for the search, and the triggers keep the copy through every change', async () => {
    const { dataSource, postgres, run, time, undo, close } = await openBeforeMigration(
      database,
      'SearchLeadsInANarrowTable1764345600000',
    );
    try {
      const insert = (count: number, name: (index: number) => string, type: string, at: number) => {
        const leads = Array.from({ length: count }, (_, index) => {
          const form = buildLead({ name: name(index) });
          return { ...form, type, details: String(form.details) };
        });
        return run(
          `INSERT INTO "leads" ("type", "name", "email", "phone", "countryCode", "details", "createdAt", "updatedAt", "searchText") VALUES ${leads.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          leads.flatMap((lead, index) => [
            lead.type,
            lead.name,
            lead.email,
            lead.phone,
            lead.countryCode,
            lead.details,
            time(at + index * 60_000),
            time(at + index * 60_000),
            leadSearchText(lead as never),
          ]),
        );
      };
      // The copy holds exactly what the leads hold, row for row.
      const expectCopyOfLeads = async () => {
        if (!postgres) return;
        const leads = await dataSource.query(`SELECT ${COPIED} FROM "leads" ORDER BY "id"`);
        expect(leads.length).toBeGreaterThan(0);
        expect(await dataSource.query(`SELECT ${COPIED} FROM "lead_search" ORDER BY "id"`)).toEqual(leads);
      };

      await insert(6, (index) => `Existing ${index} Adjoa`, 'buyer', START);
      await insert(3, (index) => `Existing ${index} Kofi`, 'seller', START + 86_400_000);
      await runPendingMigrations(dataSource);
      await expectCopyOfLeads();
      const queries = new LeadQueries(dataSource);
      expect(await queries.count({ search: 'adjoa' })).toBe(6);
      expect(await queries.count({ type: 'seller', search: 'kofi' })).toBe(3);

      // One insert, then several in one statement.
      await insert(1, () => 'Afterwards Kwabena', 'renter', START + 2 * 86_400_000);
      await insert(4, (index) => `Many ${index} Esi`, 'buyer', START + 3 * 86_400_000);
      await expectCopyOfLeads();
      expect(await queries.count({ search: 'afterwards kwabena' })).toBe(1);
      expect(await queries.count({ type: 'buyer', search: 'esi' })).toBe(4);

      // A status change, a spam mark and an edit of the searched text; a write to another column changes nothing.
      await run(`UPDATE "leads" SET "leadStatus" = 'Qualified', "contactStatus" = 'Contacted' WHERE "name" = ?`, [
        'Existing 1 Adjoa',
      ]);
      await run(
        `UPDATE "leads" SET "spamAt" = ?, "spamByName" = 'test' WHERE "name" LIKE 'Existing _ Kofi' AND "name" <> 'Existing 0 Kofi'`,
        [time(START + 4 * 86_400_000)],
      );
      const edited = { ...buildLead({ name: 'Renamed Yaw' }), details: 'edited' };
      await run(`UPDATE "leads" SET "name" = ?, "searchText" = ? WHERE "name" = ?`, [
        edited.name,
        leadSearchText(edited as never),
        'Existing 2 Adjoa',
      ]);
      await run(`UPDATE "leads" SET "updatedAt" = ? WHERE "name" = ?`, [
        time(START + 5 * 86_400_000),
        'Existing 3 Adjoa',
      ]);
      await expectCopyOfLeads();
      expect(await queries.count({ search: 'adjoa', leadStatus: 'Qualified' })).toBe(1);
      expect(await queries.count({ search: 'kofi' })).toBe(1);
      expect(await queries.count({ search: 'kofi', spam: true })).toBe(2);
      expect(await queries.count({ search: 'adjoa' })).toBe(5);
      expect((await queries.pageLeads({ search: 'renamed yaw' }, undefined, 10)).map((lead) => lead.name)).toEqual([
        'Renamed Yaw',
      ]);

      // Deletes, one and several.
      await run(`DELETE FROM "leads" WHERE "name" = ?`, ['Afterwards Kwabena']);
      await run(`DELETE FROM "leads" WHERE "name" LIKE 'Many _ Esi' AND "name" <> 'Many 0 Esi'`);
      await expectCopyOfLeads();
      expect(await queries.count({ search: 'kwabena' })).toBe(0);
      expect((await queries.pageLeads({ search: 'esi' }, undefined, 10)).map((lead) => lead.name)).toEqual([
        'Many 0 Esi',
      ]);

      // Down and up again: the copy is made anew from the leads.
      await undo();
      await runPendingMigrations(dataSource);
      await expectCopyOfLeads();
      expect(await queries.count({ search: 'adjoa' })).toBe(5);
    } finally {
      await close();
    }
  });
});

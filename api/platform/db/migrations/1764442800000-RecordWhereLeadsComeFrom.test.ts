import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { LeadQueries } from '../../../resources/leads/lead-queries';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const AT = Date.UTC(2026, 5, 1, 9, 0, 0);

// Leads stored before the migration have no source and no recorded consent; afterwards a source is kept and,
// on PostgreSQL, copied into the search table, so a search and a source filter work together.
describe.each(TEST_DATABASES)('migration RecordWhereLeadsComeFrom on $name', (database) => {
  test('existing leads read as not recorded; sources written afterwards are filtered, with a search too; down undoes it', async () => {
    const { dataSource, postgres, run, time, undo, close } = await openBeforeMigration(
      database,
      'RecordWhereLeadsComeFrom1764442800000',
    );
    try {
      const insert = (name: string) =>
        run(
          `INSERT INTO "leads" ("type", "name", "email", "createdAt", "updatedAt", "searchText") VALUES ('buyer', ?, 'a@example.com', ?, ?, ?)`,
          [name, time(AT), time(AT), name.toLowerCase()],
        );
      await insert('Before Adjoa');
      await runPendingMigrations(dataSource);
      const [before] = await dataSource.query(
        `SELECT "source", "utmSource", "landingPath", "consentAt", "privacyNoticeVersion" FROM "leads"`,
      );
      expect(before).toEqual({
        source: '',
        utmSource: '',
        landingPath: '',
        consentAt: null,
        privacyNoticeVersion: null,
      });

      await insert('After Adjoa');
      await run(`UPDATE "leads" SET "source" = 'facebook' WHERE "name" = 'After Adjoa'`);
      if (postgres)
        expect(await dataSource.query(`SELECT "source" FROM "lead_search" ORDER BY "id"`)).toEqual([
          { source: '' },
          { source: 'facebook' },
        ]);
      const queries = new LeadQueries(dataSource);
      expect(await queries.count({ search: 'adjoa' })).toBe(2);
      expect(await queries.count({ search: 'adjoa', source: 'facebook' })).toBe(1);
      expect(await queries.count({ source: 'facebook' })).toBe(1);

      await undo();
      const columns = postgres
        ? (
            await dataSource.query(
              `SELECT column_name AS name FROM information_schema.columns WHERE table_name IN ('leads', 'lead_search')`,
            )
          ).map((row: { name: string }) => row.name)
        : (await dataSource.query(`PRAGMA table_info("leads")`)).map((row: { name: string }) => row.name);
      expect(columns).not.toContain('source');
      expect(columns).not.toContain('consentAt');
      // The search copy still follows the leads after down.
      await run(`UPDATE "leads" SET "leadStatus" = 'Qualified' WHERE "name" = 'After Adjoa'`);
      expect(await queries.count({ search: 'adjoa', leadStatus: 'Qualified' })).toBe(1);
    } finally {
      await close();
    }
  });
});

import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const START = Date.UTC(2026, 5, 1, 9, 0, 0);

// Leads stored before zones were kept: numbers of one-zone countries, of countries of several, shared calling
// codes, numbers that could not be read. The migration gives each the zone the intake now would, over more rows
// than one round reads, and undoes cleanly.
describe.each(TEST_DATABASES)('migration KeepLeadTimeZones on $name', (database) => {
  test('backfills every lead’s zone from its E.164 phone, round after round; down removes the columns', async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'KeepLeadTimeZones1764982000000',
    );
    try {
      const old: Array<string | null> = [
        '+233244556677',
        '+442079460958',
        '+12025550100',
        '+14165550199',
        '+61412345678',
        '+2348031234567',
        '+4915123456789',
        '+27821234567',
        '+971501234567',
        null,
      ];
      // Filler beyond one round of 5,000, so the rounds meet: Ghana numbers, and every 100th a New York one.
      const rows = [
        ...old,
        ...Array.from({ length: 5150 }, (_, index) =>
          index % 100 === 99 ? `+1212555${String(index).padStart(4, '0')}` : `+23324${String(index).padStart(7, '0')}`,
        ),
      ];
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500);
        await run(
          `INSERT INTO "leads" ("type", "name", "phoneE164", "createdAt", "updatedAt") VALUES ${chunk.map(() => `('buyer', 'Old lead', ?, ?, ?)`).join(', ')}`,
          chunk.flatMap((phone, index) => [
            phone,
            time(START + (start + index) * 1000),
            time(START + (start + index) * 1000),
          ]),
        );
      }
      await runPendingMigrations(dataSource);

      const after: Array<{ timeZone: string | null; timeZoneIsCapital: unknown }> = await dataSource.query(
        `SELECT "timeZone", "timeZoneIsCapital" FROM "leads" ORDER BY "id"`,
      );
      const zones = after.map((row) => [row.timeZone, Boolean(row.timeZoneIsCapital)]);
      expect(zones.slice(0, old.length)).toEqual([
        ['Africa/Accra', false],
        ['Europe/London', false],
        ['America/New_York', true],
        ['America/Toronto', true],
        ['Australia/Sydney', true],
        ['Africa/Lagos', false],
        ['Europe/Berlin', false],
        ['Africa/Johannesburg', false],
        ['Asia/Dubai', false],
        [null, false],
      ]);
      expect(zones).toHaveLength(rows.length);
      const filler = zones.slice(old.length);
      expect(filler.filter(([zone]) => zone === 'America/New_York')).toHaveLength(51);
      expect(filler.filter(([zone]) => zone === 'Africa/Accra')).toHaveLength(5099);
      expect(zones.at(-1)).toEqual(['Africa/Accra', false]);
      // The tallies are kept again after it (PostgreSQL's trigger was set aside while the rows were filled).
      const contacted = async () =>
        Number(
          (
            await dataSource.query(
              `SELECT SUM("leads") AS "n" FROM "live_lead_tallies" WHERE "contactStatus" = 'Contacted'`,
            )
          )[0].n ?? 0,
        );
      const before = await contacted();
      await run(`UPDATE "leads" SET "contactStatus" = 'Contacted' WHERE "id" = 1`);
      expect(await contacted()).toBe(before + 1);

      await undo();
      const columns = Object.keys((await dataSource.query(`SELECT * FROM "leads" LIMIT 1`))[0]);
      expect(columns).not.toContain('timeZone');
      expect(columns).not.toContain('timeZoneIsCapital');
      await runPendingMigrations(dataSource);
      const again: Array<{ timeZone: string | null }> = await dataSource.query(
        `SELECT "timeZone" FROM "leads" ORDER BY "id" LIMIT 2`,
      );
      expect(again.map((row) => row.timeZone)).toEqual(['Africa/Accra', 'Europe/London']);
    } finally {
      await close();
    }
  });
});

import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const START = Date.UTC(2026, 5, 1, 9, 0, 0);

// Leads stored before phones were parsed: numbers typed every way, some that cannot be read, mixed-case
// emails. The migration fills phoneE164 and emailKey where it can (over more rows than one batch holds),
// leaves what was typed untouched, and undoes cleanly.
describe.each(TEST_DATABASES)('migration NormaliseLeadPhones on $name', (database) => {
  test('normalises the phones it can parse, leaves the rest null and every typed number as it was', async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'NormaliseLeadPhones1764435600000',
    );
    try {
      const old: Array<[string, string, string]> = [
        ['+233', '024 455 6677', 'Ama@Example.com'],
        ['+233', '+44 (0)20 7946 0958', 'kofi@example.com'],
        ['+44', '07911 123456', 'ÉLODIE@example.com'],
        ['+1', '(202) 555-0100', ''],
        ['+233', '024 455 667', 'short@example.com'],
        ['+233', 'call me after 6', 'words@example.com'],
        ['+233', '', 'nophone@example.com'],
      ];
      // Filler beyond one batch of 1,000, so the batches meet.
      const rows = [
        ...old,
        ...Array.from({ length: 1100 }, (_, index): [string, string, string] => [
          '+234',
          `0803 1${String(index).padStart(6, '0')}`,
          `filler${index}@example.com`,
        ]),
      ];
      for (let start = 0; start < rows.length; start += 100) {
        const chunk = rows.slice(start, start + 100);
        await run(
          `INSERT INTO "leads" ("type", "name", "email", "phone", "countryCode", "createdAt", "updatedAt") VALUES ${chunk.map(() => `('buyer', 'Old lead', ?, ?, ?, ?, ?)`).join(', ')}`,
          chunk.flatMap(([code, phone, email], index) => [
            email,
            phone,
            code,
            time(START + (start + index) * 1000),
            time(START + (start + index) * 1000),
          ]),
        );
      }
      await runPendingMigrations(dataSource);

      const read = (): Promise<
        Array<{
          phone: string;
          countryCode: string;
          phoneE164: string | null;
          emailKey: string | null;
          earlierRequests: number;
        }>
      > =>
        dataSource.query(
          `SELECT "phone", "countryCode", "phoneE164", "emailKey", "earlierRequests" FROM "leads" ORDER BY "id"`,
        );
      const after = await read();
      expect(
        after
          .slice(0, old.length)
          .map((row) => [row.countryCode, row.phone, row.phoneE164, row.emailKey, Number(row.earlierRequests)]),
      ).toEqual([
        ['+233', '024 455 6677', '+233244556677', 'ama@example.com', 0],
        ['+233', '+44 (0)20 7946 0958', '+442079460958', 'kofi@example.com', 0],
        ['+44', '07911 123456', '+447911123456', 'élodie@example.com', 0],
        ['+1', '(202) 555-0100', '+12025550100', null, 0],
        ['+233', '024 455 667', null, 'short@example.com', 0],
        ['+233', 'call me after 6', null, 'words@example.com', 0],
        ['+233', '', null, 'nophone@example.com', 0],
      ]);
      expect(after).toHaveLength(rows.length);
      expect(after.at(-1)).toMatchObject({ phoneE164: '+2348031001099', emailKey: 'filler1099@example.com' });
      expect(after.filter((row) => row.phoneE164 === null)).toHaveLength(3);

      // The keys are indexed, and the down migration removes them, the typed numbers untouched.
      await undo();
      const columns: Array<{ phone: string }> = await dataSource.query(`SELECT * FROM "leads" ORDER BY "id" LIMIT 7`);
      expect(columns.map((row) => row.phone)).toEqual(old.map(([, phone]) => phone));
      expect(Object.keys(columns[0]!)).not.toContain('phoneE164');
      await runPendingMigrations(dataSource);
      expect((await read()).slice(0, 3).map((row) => row.phoneE164)).toEqual([
        '+233244556677',
        '+442079460958',
        '+447911123456',
      ]);
    } finally {
      await close();
    }
  });
});

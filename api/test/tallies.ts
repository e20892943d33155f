import { expect } from 'vitest';
import type { DataSource } from 'typeorm';

/** `lead_totals` and `lead_days` hold exactly the sums of `lead_tallies` over the day and over the statuses. */
export async function expectSummariesOfTallies(dataSource: DataSource): Promise<void> {
  const rows = async (sql: string) =>
    ((await dataSource.query(sql)) as Array<Record<string, unknown>>).map((row) =>
      Object.values(row).map(String).join('|'),
    );
  const tallies = await rows(`SELECT COUNT(*) AS n FROM "lead_tallies" WHERE "leads" <> 0`);
  expect(Number(tallies[0])).toBeGreaterThan(0);
  expect(
    await rows(
      `SELECT "type", "contactStatus", "leadStatus", "leads" FROM "lead_totals" WHERE "leads" <> 0 ORDER BY 1, 2, 3`,
    ),
  ).toEqual(
    await rows(
      `SELECT "type", "contactStatus", "leadStatus", SUM("leads") AS leads FROM "lead_tallies" GROUP BY 1, 2, 3 HAVING SUM("leads") <> 0 ORDER BY 1, 2, 3`,
    ),
  );
  expect(await rows(`SELECT "type", "day", "leads" FROM "lead_days" WHERE "leads" <> 0 ORDER BY 1, 2`)).toEqual(
    await rows(
      `SELECT "type", "day", SUM("leads") AS leads FROM "lead_tallies" GROUP BY 1, 2 HAVING SUM("leads") <> 0 ORDER BY 1, 2`,
    ),
  );
}

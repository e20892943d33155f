import { expect } from 'vitest';
import type { DataSource } from 'typeorm';

/**
 * The totals and the daily counts, as the app reads them (`live_*`: folded and pending), hold exactly the sums of
 * the daily tallies over the day and over the statuses.
 */
export async function expectSummariesOfTallies(dataSource: DataSource): Promise<void> {
  const rows = async (sql: string) =>
    ((await dataSource.query(sql)) as Array<Record<string, unknown>>).map((row) =>
      Object.values(row).map(String).join('|'),
    );
  const summed = (view: string, key: string) =>
    rows(
      `SELECT ${key}, SUM("leads") AS leads FROM "${view}" GROUP BY ${key} HAVING SUM("leads") <> 0 ORDER BY ${key}`,
    );
  const tallies = await rows(`SELECT COALESCE(SUM("leads"), 0) AS n FROM "live_lead_tallies"`);
  expect(Number(tallies[0])).toBeGreaterThan(0);
  const statuses = '"type", "contactStatus", "leadStatus"';
  expect(await summed('live_lead_totals', statuses)).toEqual(await summed('live_lead_tallies', statuses));
  expect(await summed('live_lead_days', '"type", "day"')).toEqual(await summed('live_lead_tallies', '"type", "day"'));
}

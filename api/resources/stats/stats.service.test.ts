import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import type { DashboardStats, TrendPoint, TrendRange } from '#contract/stats/stats-api';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { insertLead, insertSubscriber } from '../../test/seed-rows';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { periodsOf, StatsService } from './stats.service';

// Wednesday 4 March 2026, 10:00 in Accra (UTC+0 all year): the week began on Monday 2 March.
const NOW = new Date('2026-03-04T10:00:00.000Z');

describe.each(TEST_DATABASES)('StatsService.dashboard on $name', (database) => {
  let dataSource: DataSource;
  let close: () => Promise<void>;
  let stats: Omit<DashboardStats, 'emailAlertsEnabled'>;

  const point = (range: TrendRange, period: string): TrendPoint => {
    const found = stats.trends[range].find((candidate) => candidate.period === period);
    if (!found) throw new Error(`no ${range} period ${period}`);
    return found;
  };
  const sum = (range: TrendRange, series: 'buyers' | 'sellers' | 'renters' | 'newsletters') =>
    stats.trends[range].reduce((total, p) => total + p[series], 0);

  beforeAll(async () => {
    ({ dataSource, close } = await openMigratedDatabase(database));

    // Buyers: counting rules (3 leads, 2 contacted, 2 qualified) and the day edge at midnight.
    await insertLead(dataSource, {
      type: 'buyer',
      createdAt: '2026-03-03T23:59:59.999Z',
      contactStatus: 'Contacted',
      leadStatus: 'Qualified',
    });
    await insertLead(dataSource, {
      type: 'buyer',
      createdAt: '2026-03-04T00:00:00.000Z',
      contactStatus: 'Follow-Up',
      leadStatus: 'Interested',
    });
    await insertLead(dataSource, {
      type: 'buyer',
      createdAt: '2026-03-04T09:59:00.000Z',
      contactStatus: 'Not Contacted',
      leadStatus: 'Converted',
    });
    // Sellers: the month edge, and the daily window's first day (3 February) against the day before it.
    await insertLead(dataSource, { type: 'seller', createdAt: '2026-02-28T23:59:59.999Z' });
    await insertLead(dataSource, {
      type: 'seller',
      createdAt: '2026-03-01T00:00:00.000Z',
      leadStatus: 'Not Interested',
    });
    await insertLead(dataSource, { type: 'seller', createdAt: '2026-02-02T23:59:59.999Z' });
    await insertLead(dataSource, { type: 'seller', createdAt: '2026-02-03T00:00:00.000Z' });
    // Renters: the week edge (Sunday night against Monday), and the
    // monthly window's first instant against the one before it.
    await insertLead(dataSource, { type: 'renter', createdAt: '2026-03-01T23:59:59.999Z', contactStatus: 'Contacted' });
    await insertLead(dataSource, { type: 'renter', createdAt: '2026-03-02T00:00:00.000Z', leadStatus: 'Qualified' });
    await insertLead(dataSource, { type: 'renter', createdAt: '2025-03-31T23:59:59.999Z' });
    await insertLead(dataSource, { type: 'renter', createdAt: '2025-04-01T00:00:00.000Z' });
    // Subscribers: this month starts at midnight on 1 March; this week is the 7 × 24 hours before NOW.
    await insertSubscriber(dataSource, 'a@example.com', '2026-02-25T10:00:00.000Z');
    await insertSubscriber(dataSource, 'b@example.com', '2026-02-25T10:00:00.001Z');
    await insertSubscriber(dataSource, 'c@example.com', '2026-02-28T23:59:59.999Z');
    await insertSubscriber(dataSource, 'd@example.com', '2026-03-01T00:00:00.000Z');
    await insertSubscriber(dataSource, 'e@example.com', '2025-03-04T12:00:00.000Z');
    // After NOW: neither this week nor (being next month) this month.
    await insertSubscriber(dataSource, 'f@example.com', '2026-04-01T00:00:00.000Z');

    stats = await new StatsService(dataSource).dashboard({ now: NOW });
  });
  afterAll(() => close());

  test('per type: total, contacted (Contacted or Follow-Up), qualified (Qualified, Interested or Converted) and the rounded percentage', () => {
    expect(stats.buyers).toEqual({ total: 3, contacted: 2, qualified: 3, qualifiedPercent: 100 });
    expect(stats.sellers).toEqual({ total: 4, contacted: 0, qualified: 0, qualifiedPercent: 0 });
    expect(stats.renters).toEqual({ total: 4, contacted: 1, qualified: 1, qualifiedPercent: 25 });
  });

  test('subscribers: total, this calendar month in Accra, the last 7 days; the pipeline adds everything', () => {
    expect(stats.subscribers).toEqual({ total: 6, thisMonth: 1, thisWeek: 3 });
    expect(stats.pipeline).toBe(3 + 4 + 4 + 6);
  });

  test('daily: 30 days ending today, labelled MMM dd, a lead at 23:59:59.999 and one at midnight on different days', () => {
    expect(stats.trends.daily).toHaveLength(30);
    expect(stats.trends.daily[0]).toMatchObject({ period: 'Feb 03', start: '2026-02-03T00:00:00.000+00:00' });
    expect(stats.trends.daily.at(-1)).toMatchObject({ period: 'Mar 04', start: '2026-03-04T00:00:00.000+00:00' });
    expect(point('daily', 'Mar 03')).toMatchObject({ buyers: 1, sellers: 0, renters: 0, newsletters: 0 });
    expect(point('daily', 'Mar 04')).toMatchObject({ buyers: 2 });
    expect(point('daily', 'Feb 28')).toMatchObject({ sellers: 1, newsletters: 1 });
    expect(point('daily', 'Mar 01')).toMatchObject({ sellers: 1, renters: 1, newsletters: 1 });
    expect(point('daily', 'Feb 03')).toMatchObject({ sellers: 1 });
    expect(point('daily', 'Feb 10')).toEqual({
      period: 'Feb 10',
      start: '2026-02-10T00:00:00.000+00:00',
      buyers: 0,
      sellers: 0,
      renters: 0,
      newsletters: 0,
    });
    expect([
      sum('daily', 'buyers'),
      sum('daily', 'sellers'),
      sum('daily', 'renters'),
      sum('daily', 'newsletters'),
    ]).toEqual([3, 3, 2, 4]);
  });

  test('weekly: 12 weeks from Monday, ending with this week, labelled by their Monday', () => {
    expect(stats.trends.weekly).toHaveLength(12);
    expect(stats.trends.weekly.map((p) => p.period)).toEqual([
      'Dec 15',
      'Dec 22',
      'Dec 29',
      'Jan 05',
      'Jan 12',
      'Jan 19',
      'Jan 26',
      'Feb 02',
      'Feb 09',
      'Feb 16',
      'Feb 23',
      'Mar 02',
    ]);
    expect(point('weekly', 'Feb 23')).toMatchObject({ buyers: 0, sellers: 2, renters: 1, newsletters: 4 });
    expect(point('weekly', 'Mar 02')).toMatchObject({ buyers: 3, sellers: 0, renters: 1, newsletters: 0 });
    // 2 February (a Monday) 23:59:59.999 and 3 February are in the same week.
    expect(point('weekly', 'Feb 02')).toMatchObject({ sellers: 2 });
    expect(point('weekly', 'Jan 12')).toMatchObject({ buyers: 0, sellers: 0, renters: 0, newsletters: 0 });
  });

  test('monthly: 12 months ending with this one, labelled MMM yyyy; the first instant of the window counts, the one before does not', () => {
    expect(stats.trends.monthly.map((p) => p.period)).toEqual([
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    expect(stats.trends.monthly[0]).toMatchObject({ start: '2025-04-01T00:00:00.000+00:00', renters: 1 });
    expect(point('monthly', 'Feb 2026')).toMatchObject({ buyers: 0, sellers: 3, renters: 0, newsletters: 3 });
    expect(point('monthly', 'Mar 2026')).toMatchObject({ buyers: 3, sellers: 1, renters: 2, newsletters: 1 });
    expect(point('monthly', 'Jul 2025')).toMatchObject({ buyers: 0, sellers: 0, renters: 0, newsletters: 0 });
    expect([sum('monthly', 'renters'), sum('monthly', 'newsletters')]).toEqual([3, 4]);
  });

  test('periods with nothing are zeros: a year later every period is empty while the totals remain', async () => {
    const later = await new StatsService(dataSource).dashboard({ now: new Date('2027-06-15T12:00:00.000Z') });
    for (const range of ['daily', 'weekly', 'monthly'] as const) {
      expect(later.trends[range].every((p) => p.buyers + p.sellers + p.renters + p.newsletters === 0)).toBe(true);
    }
    expect(later.trends.monthly.at(-1)?.period).toBe('Jun 2027');
    expect(later.subscribers).toEqual({ total: 6, thisMonth: 0, thisWeek: 0 });
    expect(later.buyers.total).toBe(3);
  });
});

describe('periodsOf', () => {
  // Accra is UTC all year, so its periods look like UTC ones: a zone 14 hours ahead shows that the
  // periods follow the zone of `now` and not UTC (16:00 UTC on Sunday 1 March is already Monday there).
  const now = DateTime.fromISO('2026-03-01T16:00:00Z').setZone('Pacific/Kiritimati').setLocale('en-US');

  test("daily: the last period is the zone's calendar day, from its own midnight", () => {
    const daily = periodsOf('daily', now);
    expect(daily).toHaveLength(30);
    const last = daily.at(-1)!;
    expect(last.point.period).toBe('Mar 02');
    expect(new Date(last.start).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(last.end - last.start).toBe(24 * 3600_000);
    expect(daily[0].point.period).toBe('Feb 01');
  });

  test("weekly: weeks start on the zone's Monday", () => {
    const last = periodsOf('weekly', now).at(-1)!;
    expect(last.point.period).toBe('Mar 02');
    expect(last.point.start).toBe('2026-03-02T00:00:00.000+14:00');
  });

  test("monthly: months start on the zone's first day, and in Accra on the UTC one", () => {
    expect(periodsOf('monthly', now).at(-1)!.point.period).toBe('Mar 2026');
    const accra = periodsOf('monthly', now.setZone(STAFF_ZONE)).at(-1)!;
    expect(accra.point.period).toBe('Mar 2026');
    expect(new Date(accra.start).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const accraDay = periodsOf('daily', now.setZone(STAFF_ZONE)).at(-1)!;
    expect(accraDay.point.period).toBe('Mar 01');
  });
});

import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { leadSearchText } from '../lead-search';
import { LeadQueries } from '../../../resources/leads/lead-queries';
import { buildLead } from '../../../test/factories';
import { expectSummariesOfTallies } from '../../../test/tallies';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const DAY = 86_400_000;
const START = Date.UTC(2026, 5, 1, 9, 0, 0);

// Existing leads and history (written before this migration, as the previous one kept them) get their
// first contacts, totals and daily counts; the triggers then keep all of them, and the search index's.
describe.each(TEST_DATABASES)('migration KeepTheDashboardFigures on $name', (database) => {
  test('fills the first contacts, summaries and subscriber days of existing rows, and the triggers keep them afterwards', async () => {
    const { dataSource, postgres, run, time, close } = await openBeforeMigration(
      database,
      'KeepTheDashboardFigures1764259200000',
    );
    try {
      // Twelve leads over four days, before the migration, written with raw SQL (the entity has the new column).
      const statuses = [
        ['Not Contacted', 'New'],
        ['Contacted', 'Qualified'],
        ['Follow-Up', 'Interested'],
      ] as const;
      for (let index = 0; index < 12; index++) {
        const form = buildLead({ name: `Existing ${index} Adjoa` });
        const lead = {
          ...form,
          type: (['buyer', 'seller', 'renter'] as const)[index % 3],
          details: String(form.details),
          contactStatus: statuses[index % 3][0],
          leadStatus: statuses[index % 3][1],
        };
        await run(
          `INSERT INTO "leads" ("type", "name", "email", "phone", "countryCode", "details", "contactStatus", "leadStatus", "createdAt", "updatedAt", "searchText")
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            lead.type,
            lead.name,
            lead.email,
            lead.phone,
            lead.countryCode,
            lead.details,
            lead.contactStatus,
            lead.leadStatus,
            time(START + index * 8 * 3_600_000),
            time(START + index * 8 * 3_600_000),
            leadSearchText(lead as never),
          ],
        );
      }
      // Lead 2 contacted twice (the first counts), lead 3 once then
      // followed up; a lead-status change named alike is no contact.
      const change = (leadId: number, field: string, toStatus: string, at: number) =>
        run(
          `INSERT INTO "lead_status_changes" ("leadId", "field", "fromStatus", "toStatus", "changedAt", "changedByName") VALUES (?, ?, ?, ?, ?, ?)`,
          [leadId, field, 'x', toStatus, time(at), 'test'],
        );
      await change(2, 'contactStatus', 'Contacted', START + 2 * DAY);
      await change(2, 'contactStatus', 'Contacted', START + DAY);
      await change(3, 'contactStatus', 'Contacted', START + 3 * DAY);
      await change(3, 'contactStatus', 'Follow-Up', START + 4 * DAY);
      await change(4, 'leadStatus', 'Contacted', START + DAY);

      const subscribe = (email: string, at: number) =>
        run(`INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") VALUES (?, ?, ?)`, [
          email,
          email,
          time(at),
        ]);
      await subscribe('a@example.com', START);
      await subscribe('b@example.com', START + 3_600_000);
      await subscribe('c@example.com', START + DAY);
      const subscriberDays = async () =>
        Object.fromEntries(
          (
            (await dataSource.query(
              `SELECT "day", SUM("subscribers") AS "subscribers" FROM "live_subscriber_days" GROUP BY "day" HAVING SUM("subscribers") <> 0`,
            )) as Array<{ day: string; subscribers: unknown }>
          ).map((row) => [row.day, Number(row.subscribers)]),
        );

      await runPendingMigrations(dataSource);
      expect(await subscriberDays()).toEqual({ '2026-06-01': 2, '2026-06-02': 1 });
      await subscribe('d@example.com', START + DAY + 60_000);
      await run(`DELETE FROM "newsletter_subscribers" WHERE "email" = ?`, ['a@example.com']);
      expect(await subscriberDays()).toEqual({ '2026-06-01': 1, '2026-06-02': 2 });
      const firstContacts = async () =>
        Object.fromEntries(
          (
            (await dataSource.query(
              `SELECT "id", "firstContactedAt" FROM "leads" WHERE "firstContactedAt" IS NOT NULL ORDER BY "id"`,
            )) as Array<{ id: number; firstContactedAt: string | Date }>
          ).map((row) => [
            Number(row.id),
            new Date(
              postgres ? row.firstContactedAt : `${String(row.firstContactedAt).replace(' ', 'T')}Z`,
            ).toISOString(),
          ]),
        );
      expect(await firstContacts()).toEqual({
        2: new Date(START + DAY).toISOString(),
        3: new Date(START + 3 * DAY).toISOString(),
      });
      await expectSummariesOfTallies(dataSource);

      // Afterwards: a new lead is counted everywhere and found; a recorded contact sets (only) a first contact.
      const form = buildLead({ name: 'Afterwards Kwabena' });
      const added = { ...form, type: 'seller' as const, details: String(form.details) };
      await run(
        `INSERT INTO "leads" ("type", "name", "email", "phone", "countryCode", "details", "createdAt", "updatedAt", "searchText") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          added.type,
          added.name,
          added.email,
          added.phone,
          added.countryCode,
          added.details,
          time(START + 9 * DAY),
          time(START + 9 * DAY),
          leadSearchText(added as never),
        ],
      );
      await change(5, 'contactStatus', 'Contacted', START + 5 * DAY);
      await change(2, 'contactStatus', 'Contacted', START + 6 * DAY);
      expect(await firstContacts()).toEqual({
        2: new Date(START + DAY).toISOString(),
        3: new Date(START + 3 * DAY).toISOString(),
        5: new Date(START + 5 * DAY).toISOString(),
      });
      await expectSummariesOfTallies(dataSource);
      const queries = new LeadQueries(dataSource);
      expect(await queries.count({ type: 'seller' })).toBe(5);
      expect(await queries.count({ search: 'afterwards kwabena' })).toBe(1);
      expect(await queries.count({ search: 'adjoa' })).toBe(12);
    } finally {
      await close();
    }
  });
});

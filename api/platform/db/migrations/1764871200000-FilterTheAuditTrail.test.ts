import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

// Entries recorded before the Activity screen: the migration gives each the key of the name it kept,
// lowercased as account names are (Unicode too, which SQLite's lower() would leave), and undoes cleanly.
describe.each(TEST_DATABASES)('migration FilterTheAuditTrail on $name', (database) => {
  test("keys every existing entry by its actor's name, in any case", async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'FilterTheAuditTrail1764871200000',
    );
    try {
      const names = ['Ama.Owusu', 'ama.owusu', 'ÉLODIE', 'kofi', 'Ama.Owusu'];
      for (const [index, name] of names.entries()) {
        await run(
          `INSERT INTO "audit_events" ("occurredAt", "actorId", "actorName", "action", "details") VALUES (?, ?, ?, 'leads.delete', '{"count":1}')`,
          [time(Date.UTC(2026, 0, 1) + index), index + 1, name],
        );
      }
      await runPendingMigrations(dataSource);
      const rows: Array<{ actorName: string; actorKey: string }> = await dataSource.query(
        `SELECT "actorName", "actorKey" FROM "audit_events" ORDER BY "id"`,
      );
      expect(rows.map((row) => [row.actorName, row.actorKey])).toEqual([
        ['Ama.Owusu', 'ama.owusu'],
        ['ama.owusu', 'ama.owusu'],
        ['ÉLODIE', 'élodie'],
        ['kofi', 'kofi'],
        ['Ama.Owusu', 'ama.owusu'],
      ]);
      await undo();
      const columns: Array<Record<string, unknown>> = await dataSource.query(
        `SELECT * FROM "audit_events" ORDER BY "id"`,
      );
      expect(columns).toHaveLength(names.length);
      expect(Object.keys(columns[0]!)).not.toContain('actorKey');
    } finally {
      await close();
    }
  });
});

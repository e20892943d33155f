import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

// Corrections made before this keep their values as shown: Find a Person finds them once they are keyed.
describe.each(TEST_DATABASES)('migration KeyCorrectedContacts on $name', (database) => {
  test('existing email and phone corrections get the keys of both values; down removes them', async () => {
    const { dataSource, run, undo, close } = await openBeforeMigration(database, 'KeyCorrectedContacts1764977000000');
    try {
      await run(`INSERT INTO "leads" ("type", "name", "email") VALUES ('buyer', 'Ama Owusu', 'b@example.com')`, []);
      for (const [field, from, to] of [
        ['name', 'Ama', 'Ama Owusu'],
        ['email', ' Ama.Owusu@Example.com', 'b@example.com'],
        ['phone', '+233 024 455 6677', '+44 not a number'],
      ]) {
        await run(`INSERT INTO "lead_record_changes" ("leadId", "field", "fromValue", "toValue") VALUES (1, ?, ?, ?)`, [
          field,
          from,
          to,
        ]);
      }
      await runPendingMigrations(dataSource);
      const keys = await dataSource.query('SELECT "fromKey", "toKey" FROM "lead_record_changes" ORDER BY "id"');
      expect(keys).toEqual([
        { fromKey: null, toKey: null },
        { fromKey: 'ama.owusu@example.com', toKey: 'b@example.com' },
        { fromKey: '+233244556677', toKey: null },
      ]);
      await undo();
      const columns = Object.keys((await dataSource.query('SELECT * FROM "lead_record_changes"'))[0]);
      expect(columns).not.toContain('fromKey');
      expect(columns).not.toContain('toKey');
    } finally {
      await close();
    }
  });
});

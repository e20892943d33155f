import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

// A person erased before this migration stayed on their agent's Due today list; erased since, they leave it.
describe.each(TEST_DATABASES)('migration CorrectMergeAndEraseLeads on $name', (database) => {
  test('leads erased before lose their owner and next step and are marked erased; the others keep theirs', async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'CorrectMergeAndEraseLeads1764974000000',
    );
    try {
      const erasedAt = Date.UTC(2026, 10, 20, 9, 30);
      for (const [name, email, emailKey] of [
        ['[erased]', '[erased]', null],
        ['Ama Owusu', 'ama@example.com', 'ama@example.com'],
      ]) {
        await run(
          `INSERT INTO "leads" ("type", "name", "email", "emailKey", "assignedToId", "nextStepAt", "nextStepText", "updatedAt") VALUES ('buyer', ?, ?, ?, 1, ?, 'Call back', ?)`,
          [name, email, emailKey, time(Date.UTC(2026, 10, 24)), time(erasedAt)],
        );
      }
      await runPendingMigrations(dataSource);
      const rows: Array<Record<string, unknown>> = await dataSource.query(
        'SELECT "assignedToId", "nextStepAt", "nextStepText", "erasedAt", "erasedByName" FROM "leads" ORDER BY "id"',
      );
      expect(rows[0]).toMatchObject({ assignedToId: null, nextStepAt: null, nextStepText: '', erasedByName: '' });
      // PostgreSQL answers a Date; SQLite the stored text, in UTC.
      const stored = rows[0]!.erasedAt;
      const ms = stored instanceof Date ? stored.getTime() : Date.parse(`${String(stored).replace(' ', 'T')}Z`);
      expect(ms).toBe(erasedAt);
      expect(rows[1]).toMatchObject({ assignedToId: 1, nextStepText: 'Call back', erasedAt: null, erasedByName: null });
      await undo();
      const columns = Object.keys((await dataSource.query('SELECT * FROM "leads" ORDER BY "id"'))[0]);
      expect(columns).not.toContain('erasedAt');
      expect(columns).not.toContain('mergedIntoId');
    } finally {
      await close();
    }
  });
});

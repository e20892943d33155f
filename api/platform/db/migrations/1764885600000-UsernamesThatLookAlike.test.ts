import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

// Accounts made before names were compared by their look: each keeps working, and the ones that already look
// alike stay (the later ones with a key and a look of their own), so the unique index can be made.
describe.each(TEST_DATABASES)('migration UsernamesThatLookAlike on $name', (database) => {
  test('gives every existing account its NFKC key and its look; look-alikes made before stay apart', async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'UsernamesThatLookAlike1764885600000',
    );
    try {
      const names = [
        ['admin', 'admin'],
        ['\u0430dmin', '\u0430dmin'],
        ['ＡＤＭＩＮ', 'ａｄｍｉｎ'],
        ['Ｋｗａｍｅ', 'ｋｗａｍｅ'],
      ];
      for (const [username, key] of names) {
        await run(
          `INSERT INTO "admin_users" ("username", "usernameKey", "email", "role", "passwordHash", "credentialsVersion", "createdAt", "updatedAt") VALUES (?, ?, NULL, 'user', 'x', 0, ?, ?)`,
          [username, key, time(Date.UTC(2026, 0, 1)), time(Date.UTC(2026, 0, 1))],
        );
      }
      await runPendingMigrations(dataSource);
      const rows: Array<{ id: number; username: string; usernameKey: string; usernameSkeleton: string }> =
        await dataSource.query(
          'SELECT "id", "username", "usernameKey", "usernameSkeleton" FROM "admin_users" ORDER BY "id"',
        );
      const [admin, cyrillic, wide, kwame] = rows;
      expect(admin).toMatchObject({ usernameKey: 'admin', usernameSkeleton: 'admin' });
      expect(cyrillic).toMatchObject({ usernameKey: '\u0430dmin', usernameSkeleton: `admin#${cyrillic!.id}` });
      // Its NFKC key is admin's: it keeps the key it had.
      expect(wide).toMatchObject({
        username: 'ＡＤＭＩＮ',
        usernameKey: 'ａｄｍｉｎ',
        usernameSkeleton: `admin#${wide!.id}`,
      });
      expect(kwame).toMatchObject({ usernameKey: 'kwame', usernameSkeleton: 'kwame' });
      await undo();
      const columns: Array<Record<string, unknown>> = await dataSource.query(
        'SELECT * FROM "admin_users" ORDER BY "id"',
      );
      expect(columns).toHaveLength(names.length);
      expect(Object.keys(columns[0]!)).not.toContain('usernameSkeleton');
    } finally {
      await close();
    }
  });
});

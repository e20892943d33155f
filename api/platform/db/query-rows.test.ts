import { QueryFailedError } from 'typeorm';
import { describe, expect, test } from 'vitest';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { queryRows } from './query-rows';

// A prepared statement answers what the same statement answers unprepared, run again and again on one
// connection, and fails as TypeORM's statements fail; PostgreSQL keeps it prepared on the connection.
describe.each(TEST_DATABASES)('queryRows on $name', (database) => {
  test('a prepared statement answers as an unprepared one, every time, and fails alike', async () => {
    const { dataSource, close } = await openMigratedDatabase(database);
    const placeholder = database.name === 'postgres' ? '$1' : '?';
    try {
      const sql = `SELECT COALESCE(SUM("leads"), 0) AS count, 'a' || ${placeholder} AS word FROM "lead_totals"`;
      const [unprepared] = await queryRows<Record<string, unknown>>(dataSource.manager, sql, ['b']);
      await dataSource.transaction(async (manager) => {
        for (const word of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) {
          expect(await queryRows(manager, sql, [word], { prepare: true })).toEqual([
            { ...unprepared, word: `a${word}` },
          ]);
        }
        if (database.name === 'postgres') {
          expect(await manager.query(`SELECT statement FROM pg_prepared_statements`)).toEqual([{ statement: sql }]);
        }
      });
      const failing = queryRows(
        dataSource.manager,
        `SELECT "nothing" FROM "no_such_table" WHERE 1 = ${placeholder}`,
        [1],
        { prepare: true },
      );
      await expect(failing).rejects.toBeInstanceOf(QueryFailedError);
      await expect(failing).rejects.toMatchObject(
        database.name === 'postgres' ? { code: '42P01' } : { message: expect.stringContaining('no such table') },
      );
    } finally {
      await close();
    }
  });
});

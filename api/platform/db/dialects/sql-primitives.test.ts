import type { DataSource, EntityManager } from 'typeorm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TEST_DATABASES } from '../../../test/test-databases';
import { createDataSource } from '../data-source';
import { unitsQueuedForConnection } from '../lock-waiting-query-runner';
import { storedTime } from '../stored-time';
import { advisoryLocks } from './advisory-locks';
import { aggregates } from './aggregates';
import { booleans } from './booleans';
import { clearOldRowVersions } from './clear-old-row-versions';
import { conditionOrder } from './condition-order';
import { indexHints } from './index-hints';
import { insertedId } from './inserted-id';
import { placeholders } from './placeholders';
import { rowLocks } from './row-locks';
import { servesOneProcess } from './serves-one-process';
import { statementName } from './statement-name';
import { textSearch } from './text-search';
import { timeArithmetic } from './time-arithmetic';
import { timeColumns } from './time-columns';

/**
 * The statements the seam writes, as each database gets them: the plans (and the tests and benchmarks
 * that check them) depend on these texts, so a change to one must be a change made on purpose.
 */
const TEXTS = {
  sqlite: {
    placeholders: ['?', 'a = ? AND b = ?'],
    booleans: '"enabled" = 1',
    textSearch: 'instr("word", :needle) > 0',
    median: 'median((julianday("end") - julianday("start")) * 1440.0)',
    indexHints: [' INDEXED BY "IDX_samples_word"', '+"word"'],
    conditionOrder: '"word" = :word',
    insertedId: '',
    timeColumns: ['datetime', undefined],
  },
  postgres: {
    placeholders: ['$2', 'a = $1 AND b = $2'],
    booleans: '"enabled"',
    textSearch: 'strpos("word", :needle) > 0',
    median: 'percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ("end" - "start")) / 60.0)',
    indexHints: ['', '"word"'],
    conditionOrder: '"word" = ANY(ARRAY[:word])',
    insertedId: ' RETURNING "id"',
    timeColumns: ['timestamptz', 'timestamp with time zone'],
  },
};

describe.each(TEST_DATABASES)('the SQL primitives on $name', (database) => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  const texts = TEXTS[database.name];

  beforeEach(async () => {
    const created = await database.create();
    drop = created.drop;
    dataSource = createDataSource(created.url);
    await dataSource.initialize();
    const time = timeColumns(dataSource.driver).created(dataSource.driver);
    const columns = `"id" INTEGER PRIMARY KEY, "word" TEXT, "enabled" BOOLEAN, "start" ${time}, "end" ${time}`;
    await dataSource.query(`CREATE TABLE "samples" (${columns})`);
    await dataSource.query(`CREATE INDEX "IDX_samples_word" ON "samples" ("word")`);
    const at = (minutes: number) => storedTime(dataSource, new Date(Date.UTC(2026, 0, 1, 9, minutes)));
    const marks = placeholders(dataSource);
    const rows = [
      [1, 'hello', true, at(0), at(10)],
      [2, 'world', false, at(5), at(25)],
      [3, 'yellow', true, at(0), at(40)],
    ];
    for (const row of rows) {
      await dataSource.query(
        `INSERT INTO "samples" VALUES (${row.map((_, index) => marks.at(index + 1)).join(', ')})`,
        row,
      );
    }
  });
  afterEach(async () => {
    await dataSource.destroy();
    await drop();
  });

  const ids = async (sql: string, parameters: Record<string, unknown> = {}) => {
    const [text, values] = dataSource.driver.escapeQueryWithParameters(`SELECT "id" FROM "samples"${sql}`, parameters);
    const rows: Array<{ id: number | string }> = await dataSource.query(text, values);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  };

  /** Whether a unit of work waits for one another holds: SQLite's one connection, or a PostgreSQL lock. */
  const someoneWaits = async () => {
    if (database.name === 'sqlite') return unitsQueuedForConnection(dataSource) > 0;
    const waiting = `SELECT count(*) AS "n" FROM pg_stat_activity WHERE "datname" = current_database()
      AND "wait_event_type" = 'Lock'`;
    return Number((await dataSource.query(waiting))[0].n) > 0;
  };

  /**
   * Runs `hold` in a transaction until a second `write` waits for it (or, not held back, has ended), and answers
   * in what order the two ended.
   */
  const order = async (
    hold: (manager: EntityManager) => Promise<unknown>,
    write: (manager: EntityManager) => Promise<unknown>,
  ) => {
    const events: string[] = [];
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const first = dataSource.transaction(async (manager) => {
      await hold(manager);
      held();
      await expect.poll(async () => events.includes('second done') || (await someoneWaits())).toBe(true);
      events.push('first done');
    });
    await holding;
    const second = dataSource.transaction(async (manager) => {
      await write(manager);
      events.push('second done');
    });
    await Promise.all([first, second]);
    return events;
  };

  test('each primitive writes the text the plans were checked with', () => {
    const marks = placeholders(dataSource);
    expect([marks.at(2), marks.numbered('a = ? AND b = ?')]).toEqual(texts.placeholders);
    expect(booleans(dataSource).isTrue('"enabled"')).toBe(texts.booleans);
    expect(textSearch(dataSource).contains('"word"', ':needle')).toBe(texts.textSearch);
    expect(aggregates(dataSource).median(timeArithmetic(dataSource).minutesBetween('"start"', '"end"'))).toBe(
      texts.median,
    );
    const hints = indexHints(dataSource);
    expect([hints.indexedBy('IDX_samples_word'), hints.offIndexes('"word"')]).toEqual(texts.indexHints);
    expect(conditionOrder(dataSource).equalsFirst('"word"', 'word')).toBe(texts.conditionOrder);
    expect(insertedId(dataSource).returning).toBe(texts.insertedId);
    const columns = timeColumns(dataSource.driver);
    expect([columns.created(dataSource.driver), columns.described]).toEqual(texts.timeColumns);
  });

  test('placeholders take the values in order, written either way', async () => {
    const marks = placeholders(dataSource);
    const numbered = marks.numbered('SELECT "id" FROM "samples" WHERE "word" = ? OR "id" = ?');
    expect(await dataSource.query(numbered, ['world', 3])).toHaveLength(2);
    expect(await dataSource.query(`SELECT "id" FROM "samples" WHERE "word" = ${marks.at(1)}`, ['hello'])).toHaveLength(
      1,
    );
  });

  test('a boolean test, a text search and an equality tested first find the rows they name', async () => {
    expect(await ids(` WHERE ${booleans(dataSource).isTrue('"enabled"')}`)).toEqual([1, 3]);
    expect(await ids(` WHERE ${textSearch(dataSource).contains('"word"', ':needle')}`, { needle: 'llo' })).toEqual([
      1, 3,
    ]);
    expect(await ids(` WHERE ${textSearch(dataSource).contains('"word"', ':needle')}`, { needle: 'LLO' })).toEqual([]);
    expect(await ids(` WHERE ${conditionOrder(dataSource).equalsFirst('"word"', 'word')}`, { word: 'world' })).toEqual([
      2,
    ]);
  });

  test('index hints change how rows are found, never which', async () => {
    const hints = indexHints(dataSource);
    expect(await ids(`${hints.indexedBy('IDX_samples_word')} WHERE "word" >= 'i'`)).toEqual([2, 3]);
    expect(await ids(` WHERE ${hints.offIndexes('"word"')} = 'hello'`)).toEqual([1]);
  });

  test("the median of minutes between two stored times is the middle value, or the middle two's mean", async () => {
    const median = aggregates(dataSource).median(timeArithmetic(dataSource).minutesBetween('"start"', '"end"'));
    const [odd] = await dataSource.query(`SELECT ${median} AS median FROM "samples"`);
    expect(Number(odd.median)).toBeCloseTo(20, 6);
    const [even] = await dataSource.query(`SELECT ${median} AS median FROM "samples" WHERE "id" <> 3`);
    expect(Number(even.median)).toBeCloseTo(15, 6);
  });

  test('an insert answers the id it gave its row', async () => {
    const id = insertedId(dataSource);
    const marks = placeholders(dataSource);
    const sql = `INSERT INTO "samples" ("id", "word") VALUES (${marks.at(1)}, 'new')${id.returning}`;
    expect(id.read(await dataSource.query(sql, [7]))).toBe(7);
  });

  test('a row read with a lock cannot change until the reader commits', async () => {
    const read = (manager: EntityManager) =>
      manager.createQueryBuilder().select('s.id', 'id').from('samples', 's').where('s.id = 2');
    const change = (manager: EntityManager) => manager.query(`UPDATE "samples" SET "word" = 'changed' WHERE "id" = 2`);
    for (const lock of [rowLocks.forUpdate, rowLocks.forShare]) {
      expect(await order((manager) => lock(read(manager)).getRawMany(), change)).toEqual(['first done', 'second done']);
    }
  });

  test('a second holder of an advisory lock waits for the first to commit', async () => {
    const lock = (manager: EntityManager) => advisoryLocks.untilCommit(manager, 42);
    expect(await order(lock, lock)).toEqual(['first done', 'second done']);
  });

  test('work around an advisory lock answers its result, and frees the lock, failed or not', async () => {
    expect(await advisoryLocks.around(dataSource, 43, async () => 'migrated')).toBe('migrated');
    await expect(advisoryLocks.around(dataSource, 43, () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    // A lock left held would keep this waiting until the test's own time runs out.
    expect(await advisoryLocks.around(dataSource, 43, async () => 'again')).toBe('again');
  });

  test('with nobody else reading, the old row versions are cleared', async () => {
    await dataSource.query(`DELETE FROM "samples" WHERE "id" = 1`);
    expect(await clearOldRowVersions(dataSource, ['samples'])).toBe(true);
  });

  test('only PostgreSQL names its prepared statements, a text keeping its name; only SQLite serves one process', () => {
    const name = statementName(dataSource, 'SELECT 1 AS "sql-primitives"');
    expect(name === undefined).toBe(database.name === 'sqlite');
    expect(statementName(dataSource, 'SELECT 1 AS "sql-primitives"')).toBe(name);
    expect(servesOneProcess(dataSource)).toBe(database.name === 'sqlite');
  });
});

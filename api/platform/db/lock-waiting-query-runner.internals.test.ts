import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createDataSource } from './data-source';

/**
 * LockWaitingQueryRunner extends a TypeORM class that is no public API, and reaches into its fields. An
 * upgrade that moves or renames any of them must fail here, by name, rather than leave SQLite failing (or
 * freezing the process) on a busy lock.
 */
const INTERNAL = 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';

let dir: string;
let dataSource: DataSource;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lock-internals-'));
  dataSource = createDataSource(`sqlite:${path.join(dir, 'app.sqlite')}`);
  await dataSource.initialize();
});
afterEach(async () => {
  await dataSource.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A runner's fields LockWaitingQueryRunner reads or replaces. */
type RunnerInternals = { stmtCache: unknown; transactionDepth: unknown; isTransactionActive: unknown };

test(`${INTERNAL} still exports the class, with each method the runner overrides`, async () => {
  const internal = (await import('typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js').catch(
    (error: unknown) => {
      throw new Error(`TypeORM moved ${INTERNAL}, which LockWaitingQueryRunner extends: ${String(error)}`);
    },
  )) as Record<string, unknown>;
  const base = internal.BetterSqlite3QueryRunner as { prototype: Record<string, unknown> } | undefined;
  expect(base, `${INTERNAL} no longer exports BetterSqlite3QueryRunner`).toBeTypeOf('function');
  for (const method of ['query', 'startTransaction', 'commitTransaction', 'rollbackTransaction', 'release']) {
    expect(
      base!.prototype[method],
      `BetterSqlite3QueryRunner.${method}, overridden by LockWaitingQueryRunner`,
    ).toBeTypeOf('function');
  }
  const driver = dataSource.driver as unknown as Record<string, unknown>;
  for (const method of ['createQueryRunner', 'connect']) {
    expect(driver[method], `BetterSqlite3Driver.${method}, replaced by waitForLocksWithoutBlocking`).toBeTypeOf(
      'function',
    );
  }
});

test("runners share the connection's prepared statements in the base class's stmtCache", async () => {
  const [first, second] = [dataSource.createQueryRunner(), dataSource.createQueryRunner()];
  try {
    const cache = (first as unknown as RunnerInternals).stmtCache;
    expect(cache, 'BetterSqlite3QueryRunner.stmtCache, which LockWaitingQueryRunner shares').toBeInstanceOf(Map);
    expect((second as unknown as RunnerInternals).stmtCache).toBe(cache);
    await first.query('SELECT 1 AS "pinned"');
    expect(
      (cache as Map<string, unknown>).has('SELECT 1 AS "pinned"'),
      'the base class prepares through stmtCache',
    ).toBe(true);
  } finally {
    await first.release();
    await second.release();
  }
});

test('a transaction begins IMMEDIATE, and the base class keeps the state the runner resets', async () => {
  const runner = dataSource.createQueryRunner();
  const other = new Database(path.join(dir, 'app.sqlite'), { timeout: 0 });
  try {
    await runner.startTransaction();
    const state = runner as unknown as RunnerInternals;
    expect([state.isTransactionActive, state.transactionDepth], 'isTransactionActive, transactionDepth').toEqual([
      true,
      1,
    ]);
    const connection = (dataSource.driver as unknown as { databaseConnection: { inTransaction?: unknown } })
      .databaseConnection;
    expect(connection.inTransaction, 'BetterSqlite3Driver.databaseConnection, a better-sqlite3 Database').toBe(true);
    // The write lock is taken at BEGIN (the base class's 'BEGIN TRANSACTION', rewritten), before any write.
    expect(() => other.exec('BEGIN IMMEDIATE'), "the base class's BEGIN was not made IMMEDIATE").toThrow(
      expect.objectContaining({ code: 'SQLITE_BUSY' }),
    );
    await runner.commitTransaction();
    expect([state.isTransactionActive, state.transactionDepth]).toEqual([false, 0]);
  } finally {
    other.close();
    await runner.release();
  }
});

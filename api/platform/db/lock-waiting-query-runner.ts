import type { DataSource } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
// A TypeORM internal: no public option waits for a lock without blocking (the `timeout` option sleeps inside
// the synchronous call). What this relies on is pinned by lock-waiting-query-runner.internals.test.ts.
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import { ConnectionGate } from './connection-gate';
import { DatabaseBusyError, isSqliteBusy } from './database-busy-error';

const FIRST_RETRY_MS = 2;
const LONGEST_RETRY_MS = 50;

/** What every runner on the one better-sqlite3 connection shares. */
interface SharedConnection {
  gate: ConnectionGate;
  /** Prepared statements belong to the connection, not to a runner. */
  statements: Map<string, unknown>;
  /** How long a unit of work may wait for the database lock in all. */
  lockWaitMs: number;
  /** Units of work sleeping between attempts right now. */
  waiting: number;
}

const connections = new WeakMap<DataSource, SharedConnection>();

/**
 * Runs `attempt` with the gate held, again after a pause (the gate released meanwhile) while
 * SQLite answers SQLITE_BUSY, until the unit's deadline; then DatabaseBusyError. With `keepGate`
 * the gate stays held after a success: the caller releases it.
 */
async function withLock<T>(connection: SharedConnection, attempt: () => Promise<T>, keepGate: boolean): Promise<T> {
  const started = Date.now();
  const deadline = started + connection.lockWaitMs;
  let pause = FIRST_RETRY_MS;
  let counted = false;
  try {
    for (;;) {
      if (!(await connection.gate.acquire(deadline))) throw new DatabaseBusyError(Date.now() - started);
      try {
        const result = await attempt();
        if (!keepGate) connection.gate.release();
        return result;
      } catch (error) {
        connection.gate.release();
        if (!isSqliteBusy(error)) throw error;
        if (Date.now() + pause > deadline) throw new DatabaseBusyError(Date.now() - started);
      }
      if (!counted) connection.waiting += 1;
      counted = true;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_RETRY_MS);
    }
  } finally {
    if (counted) connection.waiting -= 1;
  }
}

/**
 * A query runner on the shared better-sqlite3 connection that never waits inside SQLite (busy
 * timeout 0): a statement or a transaction that meets another connection's lock is retried after a
 * pause that yields the event loop, so pages and health keep answering meanwhile. A transaction
 * holds the connection from BEGIN to COMMIT (no other request's statement can land inside it) and
 * begins IMMEDIATE, taking the write lock up front: only BEGIN can meet SQLITE_BUSY, so a
 * transaction is retried whole, before any of it ran, never half-way.
 *
 * Code inside a transaction must use the transaction's manager: a query through the DataSource
 * there would wait for the connection the transaction holds (until its deadline, then 503).
 */
class LockWaitingQueryRunner extends BetterSqlite3QueryRunner {
  private holdsGate = false;

  constructor(
    driver: BetterSqlite3Driver,
    private readonly shared: SharedConnection,
  ) {
    super(driver);
    (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = shared.statements;
  }

  override query(
    query: string,
    parameters?: unknown[],
    useStructuredResult?: boolean,
  ): ReturnType<BetterSqlite3QueryRunner['query']> {
    if (this.holdsGate) {
      return super.query(
        query === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : query,
        parameters,
        useStructuredResult,
      );
    }
    return withLock(this.shared, () => super.query(query, parameters, useStructuredResult), false);
  }

  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    // Nested: a savepoint inside the transaction this runner already holds.
    if (this.holdsGate) return super.startTransaction(isolationLevel);
    await withLock(
      this.shared,
      async () => {
        this.holdsGate = true;
        try {
          await super.startTransaction(isolationLevel);
        } catch (error) {
          // TypeORM marks the transaction active before BEGIN runs: a BEGIN that failed began nothing.
          this.holdsGate = false;
          this.isTransactionActive = false;
          this.transactionDepth = 0;
          throw error;
        }
      },
      true,
    );
  }

  override async commitTransaction(): Promise<void> {
    await super.commitTransaction();
    if (!this.isTransactionActive) this.letGo();
  }

  override async rollbackTransaction(): Promise<void> {
    const outermost = this.transactionDepth <= 1;
    try {
      await super.rollbackTransaction();
    } finally {
      // Also after a failed ROLLBACK: the connection must not stay held by a transaction that is over.
      if (outermost && this.holdsGate) this.letGo();
    }
  }

  override async release(): Promise<void> {
    // A transaction its code left open must not hold the connection for ever.
    if (this.holdsGate) this.letGo();
    return super.release();
  }

  private letGo(): void {
    const connection = this.driver.databaseConnection as { inTransaction: boolean; exec(sql: string): unknown };
    try {
      if (connection.inTransaction) connection.exec('ROLLBACK');
    } catch {
      // SQLite has ended the transaction itself (it does after errors such as a full disk).
    }
    this.isTransactionActive = false;
    this.transactionDepth = 0;
    this.holdsGate = false;
    this.shared.gate.release();
  }
}

/**
 * Makes a better-sqlite3 DataSource (opened with `timeout: 0`) wait for other connections' locks
 * without blocking the event loop, for at most `lockWaitMs` a unit of work. Call before initialize().
 */
export function waitForLocksWithoutBlocking(dataSource: DataSource, lockWaitMs: number): void {
  const connection: SharedConnection = { gate: new ConnectionGate(), statements: new Map(), lockWaitMs, waiting: 0 };
  connections.set(dataSource, connection);
  const driver = dataSource.driver as BetterSqlite3Driver;
  driver.createQueryRunner = () => new LockWaitingQueryRunner(driver, connection);
  // Statements die with their connection: a DataSource opened again must prepare them anew.
  const connect = driver.connect.bind(driver);
  driver.connect = () => {
    connection.statements.clear();
    return connect();
  };
}

/** How many units of work are waiting for another connection's lock now (0 for PostgreSQL). */
export function unitsWaitingForLock(dataSource: DataSource): number {
  return connections.get(dataSource)?.waiting ?? 0;
}

/** How many units of work wait for the connection another unit (a transaction) holds now (0 for PostgreSQL). */
export function unitsQueuedForConnection(dataSource: DataSource): number {
  return connections.get(dataSource)?.gate.queued ?? 0;
}

import type { EntityManager } from 'typeorm';

/**
 * The rows a statement answers, whatever the statement: TypeORM's plain query() answers an UPDATE …
 * RETURNING on PostgreSQL as [rows, count] but as rows on SQLite; its structured result is the same
 * on both. Runs in the manager's transaction when it has one.
 *
 * The rows come in an array of their own, and the driver's array is left empty. node-postgres answers
 * through a callback it sets on each statement (`query.callback = (err, res) => …`), and V8 allocates a
 * function literal assigned to a property straight into the old generation, as it would a method: that
 * callback keeps the statement's promise and result reachable until the next full collection. Left in
 * the driver's array, every page an export read outlived the young collections and was promoted: a
 * 500,000-lead export on PostgreSQL grew the server by 220 MB of dead pages.
 */
export async function queryRows<Row>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    return ((await runner.query(sql, parameters, true)).records as Row[]).splice(0);
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

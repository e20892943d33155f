import type { EntityManager } from 'typeorm';

/**
 * The rows a statement answers, whatever the statement: TypeORM's plain query() answers an UPDATE …
 * RETURNING on PostgreSQL as [rows, count] but as rows on SQLite; its structured result is the same
 * on both. Runs in the manager's transaction when it has one.
 */
export async function queryRows<Row>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    return (await runner.query(sql, parameters, true)).records as Row[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

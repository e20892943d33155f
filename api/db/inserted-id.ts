import type { InsertQueryBuilder, ObjectLiteral } from 'typeorm';

/**
 * Runs a one-row insert and answers the new row's id, read back by no extra statement: RETURNING on
 * PostgreSQL, the connection's last insert rowid on SQLite (TypeORM has no RETURNING there).
 * On PostgreSQL an insert that ON CONFLICT DO NOTHING skipped answers undefined; SQLite cannot tell,
 * so a caller that may be ignored there checks first (one writer at a time: nothing races the check).
 */
export async function insertReturningId<Entity extends ObjectLiteral>(query: InsertQueryBuilder<Entity>): Promise<number | undefined> {
  if (query.connection.driver.options.type !== 'postgres') {
    const result = await query.updateEntity(false).execute();
    return Number(result.raw);
  }
  const result = await query.returning('id').updateEntity(false).execute();
  const [row] = result.raw as Array<{ id: number | string }>;
  return row === undefined ? undefined : Number(row.id);
}

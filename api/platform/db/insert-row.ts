import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { byDialect } from './dialects/by-dialect';
import { insertedId } from './dialects/inserted-id';
import { placeholders } from './dialects/placeholders';

type Statements = Map<string, { sql: string; columns: string[] }>;

/**
 * The SQL of each (database kind, table, columns) insert, built once:
 * the text never changes, so SQLite reuses its prepared statement.
 */
const statements: { sqlite: Statements; postgres: Statements } = { sqlite: new Map(), postgres: new Map() };

/** The columns a row gives a value for: the rest take their defaults (the id, its sequence or rowid). */
function presentColumns<Entity extends ObjectLiteral>(
  metadata: EntityMetadata,
  row: Partial<Entity>,
): ColumnMetadata[] {
  return metadata.columns.filter(
    (column) => !column.isGenerated && row[column.propertyName as keyof Entity] !== undefined,
  );
}

/**
 * Inserts one row with a fixed statement and answers its id: the intake's path, where TypeORM's
 * query builder (a new SQL text for every row, built anew each time) cost more than the insert.
 * Values are converted by the driver exactly as TypeORM stores them (dates, JSON, booleans).
 * `ignoreConflicts` adds ON CONFLICT DO NOTHING (both databases); an ignored row answers undefined
 * on PostgreSQL; SQLite cannot tell (it answers the connection's last rowid), so a caller whose row
 * may be ignored there checks first (one writer at a time: nothing races the check).
 */
export async function insertRow<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  row: Partial<Entity>,
  { ignoreConflicts = false } = {},
): Promise<number | undefined> {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const present = presentColumns(metadata, row);
  const id = insertedId(manager);
  const marks = placeholders(manager);
  const built = byDialect(manager, statements);
  const key = `${metadata.tableName}|${present.map((column) => column.databaseName).join(',')}|${ignoreConflicts}`;
  let statement = built.get(key);
  if (!statement) {
    const names = present.map((column) => `"${column.databaseName}"`).join(', ');
    const marked = present.map((_, index) => marks.at(index + 1)).join(', ');
    const conflict = ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '';
    const sql = `INSERT INTO "${metadata.tableName}" (${names}) VALUES (${marked})${conflict}${id.returning}`;
    statement = { sql, columns: present.map((column) => column.propertyName) };
    built.set(key, statement);
  }
  const values = present.map((column) =>
    driver.preparePersistentValue(row[column.propertyName as keyof Entity], column),
  );
  return id.read(await manager.query(statement.sql, values));
}

/**
 * Inserts rows of one table in one statement and answers their ids, in the rows' order: a group commit's
 * leads, whose statement-level triggers (PostgreSQL) then run once for all of them. Rows are grouped by
 * the columns they carry (one statement for each shape). Ids are handed out in insertion order within a
 * statement (a sequence, SQLite's rowid), so sorted they match the rows as listed. A table without a
 * generated id answers no ids.
 */
export async function insertRows<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  rows: Partial<Entity>[],
): Promise<number[]> {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const marks = placeholders(manager);
  // A table keyed by its own values (no generated id) has no ids to answer.
  const returning = metadata.generatedColumns.length > 0;
  const shapes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = presentColumns(metadata, row)
      .map((column) => column.databaseName)
      .join(',');
    shapes.set(key, [...(shapes.get(key) ?? []), index]);
  });
  const ids: number[] = new Array(rows.length);
  for (const indexes of shapes.values()) {
    const present = presentColumns(metadata, rows[indexes[0]!]!);
    const values: unknown[] = [];
    const tuples = indexes.map((index) => {
      const tuple = present.map((column) => {
        values.push(driver.preparePersistentValue(rows[index]![column.propertyName as keyof Entity], column));
        return marks.at(values.length);
      });
      return `(${tuple.join(', ')})`;
    });
    const names = present.map((column) => `"${column.databaseName}"`).join(', ');
    const sql = `INSERT INTO "${metadata.tableName}" (${names}) VALUES ${tuples.join(', ')}`;
    if (!returning) {
      await manager.query(sql, values);
      continue;
    }
    const inserted = (await manager.query(`${sql} RETURNING "id"`, values)) as Array<{ id: number | string }>;
    const sorted = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
    if (sorted.length !== indexes.length)
      throw new Error(`${metadata.tableName}: inserted ${sorted.length} of ${indexes.length} rows`);
    indexes.forEach((index, position) => (ids[index] = sorted[position]!));
  }
  return returning ? ids : [];
}

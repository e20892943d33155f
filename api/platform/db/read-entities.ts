import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Reading entities with hand-written statements, for the hot paths (every signed-in request, every
 * page of a list): TypeORM's query builder spent several times the statement's own time building SQL
 * and mapping rows. These select and hydrate the same columns it would (those selected by default),
 * each value converted by the driver as TypeORM's reads convert it (dates, JSON, booleans).
 */

/** The select list of `target`'s columns under table alias `alias`, each named `<prefix><column>`. */
export function selectColumns(
  dataSource: DataSource,
  target: EntityTarget<ObjectLiteral>,
  alias: string,
  prefix = '',
): string {
  return selectable(dataSource, target)
    .map((column) => `${alias}."${column.databaseName}" AS "${prefix}${column.databaseName}"`)
    .join(', ');
}

/** The entity a row holds, its columns named as `selectColumns` named them. */
export function toEntity<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<Entity>,
  row: Record<string, unknown>,
  prefix = '',
): Entity {
  const metadata = dataSource.getMetadata(target);
  const entity = metadata.create() as Entity;
  for (const column of selectable(dataSource, target)) {
    column.setEntityValue(
      entity,
      dataSource.driver.prepareHydratedValue(row[`${prefix}${column.databaseName}`], column),
    );
  }
  return entity;
}

/** The columns TypeORM reads by default (not those marked `select: false`). */
export const selectable = (dataSource: DataSource, target: EntityTarget<ObjectLiteral>) =>
  dataSource.getMetadata(target).columns.filter((column) => column.isSelect);

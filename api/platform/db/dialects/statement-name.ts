import { byDialect, type DatabaseHandle } from './by-dialect';

/**
 * The names of PostgreSQL's prepared statements, by text: a text keeps its name for the life of the process, on
 * every connection. Statements past the limit run unnamed, so a stream of distinct texts cannot grow
 * every connection's prepared statements without bound.
 */
const statementNames = new Map<string, string>();
const MAX_PREPARED_STATEMENTS = 200;

function postgres(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `yhg_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/** better-sqlite3 already keeps a prepared statement per text on its connection: nothing to name. */
const sqlite = (): string | undefined => undefined;

/** The name to prepare `text` under, to be planned once per connection; undefined to run it as it comes. */
export const statementName = (handle: DatabaseHandle, text: string): string | undefined =>
  byDialect(handle, { sqlite, postgres })(text);

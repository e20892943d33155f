import { byDialect, type DatabaseHandle } from '../../platform/db/dialects/by-dialect';
import { textSearch } from '../../platform/db/dialects/text-search';
import { TRIGRAM } from '../../platform/db/lead-search';

/** Named parameters (`:name`) of a statement or a part of one. */
export type Parameters = Record<string, unknown>;
/** A part of a statement and its parameters. */
export interface Condition {
  sql: string;
  parameters: Parameters;
}

/** The table a search scans when it tests each row's text: on PostgreSQL the narrow copy (lead_search). */
export const searchedTable = (handle: DatabaseHandle) =>
  byDialect(handle, { sqlite: '"leads"', postgres: '"lead_search"' });

type TrigramSearch = (columns: string | undefined, where: Condition[], needles: string[], tail: string) => Condition;

/** FTS5's matches joined to their leads (CROSS JOIN keeps SQLite from walking the list instead). */
const ftsMatches: TrigramSearch = (columns, where, needles, tail) => {
  const terms = needles.map((needle) => `"${needle.replaceAll('"', '""')}"`).join(' OR ');
  const all = [{ sql: '"leads_search" MATCH :match', parameters: { match: terms } }, ...where];
  const joined = `"leads_search" CROSS JOIN "leads" l ON l."id" = "leads_search".rowid`;
  return { sql: `SELECT ${columns ?? '1'} FROM ${joined} ${whereOf(all)} ${tail}`, parameters: merge(all) };
};

/**
 * The GIN index's matches in `lead_search` (which has every column a filter reads), behind OFFSET 0 when they
 * are joined to their leads, which keeps the planner from trading them for a walk of the list index. A count
 * reads `lead_search` alone: for a common term the planner scans it until the cap, a third of the pages
 * `leads` would take.
 */
const trigramMatches: TrigramSearch = (columns, where, needles, tail) => {
  const like = {
    sql: `(${needles.map((_, index) => `l."searchText" LIKE :like${index}`).join(' OR ')})`,
    parameters: Object.fromEntries(needles.map((needle, index) => [`like${index}`, `%${escapeLike(needle)}%`])),
  };
  const all = [...where, like];
  const parameters = merge(all);
  if (columns === undefined) return { sql: `SELECT 1 FROM "lead_search" l ${whereOf(all)} ${tail}`, parameters };
  const found = `(SELECT l."id" FROM "lead_search" l ${whereOf(all)} OFFSET 0) AS found`;
  return { sql: `SELECT ${columns} FROM ${found} JOIN "leads" l ON l."id" = found."id" ${tail}`, parameters };
};

/**
 * A statement whose rows come from the trigram index (SQLite's FTS5 table, PostgreSQL's pg_trgm index), with
 * `columns` of each lead, or just counted (`columns` undefined).
 */
export function trigramSearch(
  handle: DatabaseHandle,
  columns: string | undefined,
  where: Condition[],
  needles: string[],
  tail: string,
): Condition {
  return byDialect(handle, { sqlite: ftsMatches, postgres: trigramMatches })(columns, where, needles, tail);
}

/** The search as a test of each row's text, for short terms and for a walk of the list index. */
export function textMatch(handle: DatabaseHandle, needles: string[]): Condition {
  const search = textSearch(handle);
  return {
    sql: `(${needles.map((_, index) => search.contains('l."searchText"', `:needle${index}`)).join(' OR ')})`,
    parameters: Object.fromEntries(needles.map((needle, index) => [`needle${index}`, needle])),
  };
}

/** Whether every needle is long enough for the trigram index to find it. */
export const indexable = (needles: string[]) => needles.every((needle) => [...needle].length >= TRIGRAM);

export const whereOf = (conditions: Condition[]) =>
  conditions.length ? `WHERE ${conditions.map((condition) => condition.sql).join(' AND ')}` : '';
export const merge = (conditions: Condition[]) =>
  Object.assign({}, ...conditions.map((condition) => condition.parameters)) as Parameters;
/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

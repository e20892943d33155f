import { TRIGRAM } from '../../platform/db/lead-search';

/** Named parameters (`:name`) of a statement or a part of one. */
export type Parameters = Record<string, unknown>;
/** A part of a statement and its parameters. */
export interface Condition {
  sql: string;
  parameters: Parameters;
}

/** The table a search scans when it tests each row's text: on PostgreSQL the narrow copy (lead_search). */
export const searchedTable = (postgres: boolean) => (postgres ? '"lead_search"' : '"leads"');

/**
 * A statement whose rows come from the trigram index, with `columns` of each lead, or just counted
 * (`columns` undefined): FTS5's matches joined to their leads (CROSS JOIN keeps SQLite from walking the
 * list instead), or on PostgreSQL the GIN index's matches in `lead_search` (which has every column a
 * filter reads), behind OFFSET 0 when they are joined to their leads, which keeps the planner from
 * trading them for a walk of the list index. A count reads `lead_search` alone: for a common term the
 * planner scans it until the cap, a third of the pages `leads` would take.
 */
export function trigramSearch(postgres: boolean, columns: string | undefined, where: Condition[], needles: string[], tail: string): Condition {
  if (!postgres) {
    const match = { sql: '"leads_search" MATCH :match', parameters: { match: needles.map((needle) => `"${needle.replaceAll('"', '""')}"`).join(' OR ') } };
    const all = [match, ...where];
    return { sql: `SELECT ${columns ?? '1'} FROM "leads_search" CROSS JOIN "leads" l ON l."id" = "leads_search".rowid ${whereOf(all)} ${tail}`, parameters: merge(all) };
  }
  const like = {
    sql: `(${needles.map((_, index) => `l."searchText" LIKE :like${index}`).join(' OR ')})`,
    parameters: Object.fromEntries(needles.map((needle, index) => [`like${index}`, `%${escapeLike(needle)}%`])),
  };
  const all = [...where, like];
  if (columns === undefined) return { sql: `SELECT 1 FROM "lead_search" l ${whereOf(all)} ${tail}`, parameters: merge(all) };
  return { sql: `SELECT ${columns} FROM (SELECT l."id" FROM "lead_search" l ${whereOf(all)} OFFSET 0) AS found JOIN "leads" l ON l."id" = found."id" ${tail}`, parameters: merge(all) };
}

/** The search as a test of each row's text, for short terms and for a walk of the list index. */
export function textMatch(postgres: boolean, needles: string[]): Condition {
  const find = postgres ? 'strpos' : 'instr';
  return {
    sql: `(${needles.map((_, index) => `${find}(l."searchText", :needle${index}) > 0`).join(' OR ')})`,
    parameters: Object.fromEntries(needles.map((needle, index) => [`needle${index}`, needle])),
  };
}

/** Whether every needle is long enough for the trigram index to find it. */
export const indexable = (needles: string[]) => needles.every((needle) => [...needle].length >= TRIGRAM);

export const whereOf = (conditions: Condition[]) => (conditions.length ? `WHERE ${conditions.map((condition) => condition.sql).join(' AND ')}` : '');
export const merge = (conditions: Condition[]) => Object.assign({}, ...conditions.map((condition) => condition.parameters)) as Parameters;
/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

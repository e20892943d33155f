import type { DataSource, EntityManager } from 'typeorm';
import { byDialect } from '../../platform/db/dialects/by-dialect';
import { conditionOrder } from '../../platform/db/dialects/condition-order';
import { indexHints } from '../../platform/db/dialects/index-hints';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import type { LeadType } from '#contract/leads/join-options';
import type { ContactStatus, LeadStatus } from '#contract/leads/lead-status';
import { searchNeedles } from '../../platform/db/lead-search';
import { queryRows } from '../../platform/db/query-rows';
import { storedTime } from '../../platform/db/stored-time';
import { Lead } from '../../platform/db/entities/Lead';
import { selectable, toEntity } from '../../platform/db/read-entities';
import type { RowPosition } from '../../platform/validation/page-cursor';
import type { LeadSort } from '#contract/leads/lead-sort';
import { sourceSpellings } from '#contract/leads/lead-sources';
import { orderStretches, type OrderStretch } from './lead-order';
import { ownerCondition, type OwnerFilter } from './owner-filter';
import {
  type Condition,
  indexable,
  merge,
  type Parameters,
  searchedTable,
  textMatch,
  trigramSearch,
  whereOf,
} from './lead-search-sql';

export interface LeadFilters {
  type?: LeadType;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
  /** A case-insensitive substring of the lead's search text (lead-search.ts). */
  search?: string;
  /** Created at or after this instant. */
  from?: Date;
  /** Created at or before this instant. */
  to?: Date;
  /** The spam folder instead of the leads that are not spam. */
  spam?: boolean;
  /** The leads of one person: those sharing the email key or E.164 phone of the lead with this id, itself included. */
  contactOf?: number;
  /** This source, whatever its case; the daily tallies do not keep sources, so such a count reads the rows. */
  source?: string;
  /** The leads of this user, or of nobody; the tallies do not keep owners either. */
  assignedTo?: OwnerFilter;
}

/** Whether the filters name one person's leads: few rows, counted one by one rather than from the tallies. */
const ofOnePerson = (filters: LeadFilters) => filters.contactOf !== undefined;
/** Whether the tallies, which keep neither sources nor owners, cannot count these filters. */
const untallied = (filters: LeadFilters) => filters.source !== undefined || filters.assignedTo !== undefined;

const DAY_MS = 86_400_000;
/** An Accra day as the tallies key it (Accra keeps UTC all year, so it is the UTC date). */
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The lead lists' statements, written by hand so each runs on the index made for it:
 * - a page walks an index newest first from the cursor and stops after `limit` rows;
 * - a search first counts its matches through the trigram index (FTS5, pg_trgm), stopping past
 *   SEARCH_TOTAL_CAP. Few matches: the page sorts just those. Many: the page walks the list index and
 *   tests each row's text, which finds a page of a common term within a few hundred rows;
 * - a count without a search adds up the totals kept by triggers (`live_lead_totals`: the folded totals and the
 *   changes still pending), or with a date range the daily tallies (`live_lead_tallies`) for the whole days in
 *   range plus the rows of a day cut by `from` or `to`, counted through the list index.
 */
export class LeadQueries {
  /** With `manager`, every statement runs in its transaction. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly manager: EntityManager = dataSource.manager,
  ) {}

  /**
   * The keys (id and time) of one page, newest first, after `after`: the next page starts after the last
   * of them even if rows vanish before they are read. `searchTotal`, a search's capped count already
   * taken, saves counting again.
   */
  async pageKeys(
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal?: number,
  ): Promise<RowPosition[]> {
    const rows = await this.pageColumns<RowPosition>([], filters, after, limit, searchTotal);
    return rows.map((row) => ({ id: Number(row.id), createdAt: row.createdAt }));
  }

  /**
   * One page as `pageKeys` finds it, in the same one statement, with `columns` (lead columns, by their
   * names in the database) read beside each row's keys: an export reads its rows as it walks the list.
   */
  async pageColumns<Row extends RowPosition>(
    columns: readonly string[],
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal?: number,
  ): Promise<Row[]> {
    return this.readPage<Row>(columns, filters, after, limit, searchTotal);
  }

  /**
   * `pageColumns`, in `sort`, with `total` (a page without a search) read in the same statement into each row's
   * `matching`. A sort in stretches (lead-order.ts) reads the next stretch when one ends within the page.
   */
  private async readPage<Row extends RowPosition>(
    columns: readonly string[],
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal?: number,
    total?: Condition,
    sort: LeadSort = 'newest',
  ): Promise<Row[]> {
    const hints = indexHints(this.dataSource);
    const stretches = orderStretches(this.dataSource, sort, (column) =>
      ofOnePerson(filters) ? hints.offIndexes(column) : column,
    );
    const first = after ? stretches.findIndex((stretch) => stretch.holds(after)) : 0;
    const rows: Row[] = [];
    for (let index = Math.max(first, 0); first >= 0 && index < stretches.length && rows.length < limit; index++) {
      const from = index === first ? after : undefined;
      rows.push(
        ...(await this.readStretch<Row>(
          stretches[index]!,
          columns,
          filters,
          from,
          limit - rows.length,
          searchTotal,
          total,
        )),
      );
    }
    return rows;
  }

  /**
   * One stretch of a page. Conditions on columns the search's narrow copy lacks (a sort by name or next step)
   * are tested around the trigram index's matches, which are few there (at most SEARCH_TOTAL_CAP).
   */
  private async readStretch<Row extends RowPosition>(
    stretch: OrderStretch,
    columns: readonly string[],
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal?: number,
    total?: Condition,
  ): Promise<Row[]> {
    const ordering = [...(stretch.where ? [stretch.where] : []), ...(after ? [stretch.after(after)] : [])];
    const filtered = this.conditions(filters);
    const where = [...filtered, ...ordering];
    const selected = [
      KEY_COLUMNS,
      ...[...new Set([...columns, ...stretch.columns])].map((column) => `l."${column}"`),
      ...(total ? [`(${total.sql}) AS "matching"`] : []),
    ].join(', ');
    const order = `${stretch.order} LIMIT ${Math.trunc(limit)}`;
    const needles = searchNeedles(filters.search ?? '');
    let page: Condition & { prepare?: boolean } = {
      sql: `SELECT ${selected} FROM "leads" l ${whereOf(where)} ${order}`,
      parameters: merge([...where, ...(total ? [total] : [])]),
      prepare: true,
    };
    if (needles.length > 0) {
      const common = (searchTotal ?? (await this.searchCount(filters, SEARCH_TOTAL_CAP + 1))) > SEARCH_TOTAL_CAP;
      const scan = [...where, textMatch(this.dataSource, needles)];
      if (common || !indexable(needles))
        page = { sql: `SELECT ${selected} FROM "leads" l ${whereOf(scan)} ${order}`, parameters: merge(scan) };
      else if (stretch.columns.length === 0) page = trigramSearch(this.dataSource, selected, where, needles, order);
      else {
        const matches = trigramSearch(this.dataSource, selected, filtered, needles, '');
        page = {
          sql: `SELECT * FROM (${matches.sql}) l ${whereOf(ordering)} ${order}`,
          parameters: merge([matches, ...ordering]),
        };
      }
    }
    const rows = await this.query<Row>(page.sql, page.parameters, page.prepare);
    // Values as TypeORM reads them (SQLite answers times as text, booleans as 0 and 1; JSON is text on both):
    // only the columns that are not plain text, which need no reading.
    const metadata = this.dataSource.getMetadata(Lead);
    const typed = ['createdAt', ...columns]
      .map((name) => metadata.findColumnWithPropertyName(name)!)
      .filter((column) => column.type !== 'varchar' && column.type !== 'text');
    const driver = this.dataSource.driver;
    for (const row of rows) {
      const values = row as Record<string, unknown>;
      for (const column of typed)
        values[column.propertyName] = driver.prepareHydratedValue(values[column.propertyName], column);
    }
    return rows;
  }

  /**
   * One page of whole leads, as `pageColumns` finds it (one statement on the plan it chooses), every
   * column the entity reads beside the keys.
   */
  async pageLeads(
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal?: number,
    sort: LeadSort = 'newest',
  ): Promise<Lead[]> {
    const rows = await this.readPage<RowPosition & Record<string, unknown>>(
      this.leadColumns(),
      filters,
      after,
      limit,
      searchTotal,
      undefined,
      sort,
    );
    return rows.map((row) => toEntity(this.dataSource, Lead, row));
  }

  /**
   * A page of whole leads without a search, as `pageLeads` reads it, and how many leads match, as `count`
   * answers. When the count comes from the totals (no dates, not the spam folder), it is read in the
   * page's own statement: one round trip, where PostgreSQL's every statement is one more wait on a busy
   * machine. Otherwise, and past the list's end, it is counted beside the page.
   */
  async pageLeadsAndCount(
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    sort: LeadSort = 'newest',
  ): Promise<{ leads: Lead[]; total: number }> {
    const total =
      filters.spam ||
      ofOnePerson(filters) ||
      untallied(filters) ||
      filters.from ||
      filters.to ||
      searchNeedles(filters.search ?? '').length > 0
        ? undefined
        : this.totalsSum(filters);
    if (!total) {
      const [leads, count] = await Promise.all([
        this.pageLeads(filters, after, limit, undefined, sort),
        this.count(filters),
      ]);
      return { leads, total: count };
    }
    const rows = await this.readPage<RowPosition & Record<string, unknown>>(
      this.leadColumns(),
      filters,
      after,
      limit,
      undefined,
      total,
      sort,
    );
    if (rows.length === 0) return { leads: [], total: await this.count(filters) };
    return { leads: rows.map((row) => toEntity(this.dataSource, Lead, row)), total: Number(rows[0]!.matching) };
  }

  /**
   * How many leads match, up to `cap` when one is given (a search's count stops there). Without a
   * search the count is exact and costs the same whatever the table holds.
   */
  async count(filters: LeadFilters, cap?: number): Promise<number> {
    if (searchNeedles(filters.search ?? '').length > 0) return this.searchCount(filters, cap);
    if (filters.spam || ofOnePerson(filters) || untallied(filters)) return this.countRows(filters);
    if (!filters.from && !filters.to) return this.tallied(filters);
    if (!filters.from && filters.to) {
      // Every lead but those after `to`: the days after it are few when `to` is recent, as for the leads
      // going cold (those up to 24 hours ago), where summing every day before it read most of the tallies.
      const { to, ...undated } = filters;
      return (await this.tallied(undated)) - (await this.count({ ...undated, from: new Date(to.getTime() + 1) }));
    }
    const low = filters.from?.getTime() ?? -Infinity;
    const high = filters.to?.getTime() ?? Infinity;
    // The whole days inside [low, high]: from the first day start
    // at or after low to the last day end at or before high.
    const firstFull = Number.isFinite(low) ? Math.ceil(low / DAY_MS) * DAY_MS : -Infinity;
    const fullEnd = Number.isFinite(high) ? Math.floor((high + 1) / DAY_MS) * DAY_MS : Infinity;
    if (firstFull >= fullEnd) return this.countRows(filters);
    const head =
      Number.isFinite(firstFull) && low < firstFull
        ? await this.countRows({ ...filters, to: new Date(firstFull - 1) })
        : 0;
    const tail =
      Number.isFinite(fullEnd) && high >= fullEnd ? await this.countRows({ ...filters, from: new Date(fullEnd) }) : 0;
    const days = {
      first: Number.isFinite(firstFull) ? dayKey(firstFull) : undefined,
      last: Number.isFinite(fullEnd) ? dayKey(fullEnd - DAY_MS) : undefined,
    };
    return head + (await this.tallied(filters, days)) + tail;
  }

  /** Per type: leads, those contacted and those with one of `qualified` statuses, from the totals. */
  async tallyByType(
    contacted: readonly string[],
    qualified: readonly string[],
    type?: LeadType,
  ): Promise<Array<{ type: LeadType; total: number; contacted: number; qualified: number }>> {
    const rows = await this.query<{ type: LeadType; total: unknown; contacted: unknown; qualified: unknown }>(
      `SELECT "type", SUM("leads") AS total,
         SUM(CASE WHEN "contactStatus" IN (:...contacted) THEN "leads" ELSE 0 END) AS contacted,
         SUM(CASE WHEN "leadStatus" IN (:...qualified) THEN "leads" ELSE 0 END) AS qualified
       FROM "live_lead_totals" ${type ? 'WHERE "type" = :type' : ''} GROUP BY "type"`,
      { contacted, qualified, type },
      true,
    );
    return rows.map((row) => ({
      type: row.type,
      total: Number(row.total ?? 0),
      contacted: Number(row.contacted ?? 0),
      qualified: Number(row.qualified ?? 0),
    }));
  }

  /** Leads per type and Accra day ('yyyy-MM-dd') from `first` to `last`, from the daily counts. */
  async dailyByType(first: string, last: string): Promise<Array<{ type: LeadType; day: string; count: number }>> {
    const rows = await this.query<{ type: LeadType; day: string; count: unknown }>(
      `SELECT "type", "day", SUM("leads") AS count FROM "live_lead_days" WHERE "day" >= :first AND "day" <= :last
       GROUP BY "type", "day" HAVING SUM("leads") <> 0`,
      { first, last },
    );
    return rows.map((row) => ({ type: row.type, day: row.day, count: Number(row.count) }));
  }

  private async searchCount(filters: LeadFilters, cap?: number): Promise<number> {
    const needles = searchNeedles(filters.search ?? '');
    const where = this.conditions(filters, true);
    const limit = cap === undefined ? '' : `LIMIT ${Math.trunc(cap)}`;
    const scan = [...where, textMatch(this.dataSource, needles)];
    const inner = indexable(needles)
      ? trigramSearch(this.dataSource, undefined, where, needles, limit)
      : { sql: `SELECT 1 FROM ${searchedTable(this.dataSource)} l ${whereOf(scan)} ${limit}`, parameters: merge(scan) };
    const [row] = await this.query<{ count: unknown }>(
      `SELECT COUNT(*) AS count FROM (${inner.sql}) AS matches`,
      inner.parameters,
    );
    return Number(row?.count ?? 0);
  }

  /**
   * The filters' conditions. `testedFirst`: each equality tested in the order written, before the search
   * (conditionOrder); PostgreSQL tests a plain equality with a constant after every other condition, so a
   * scan for a type's matches ran LIKE on the other types' rows too (a common term's capped count of buyers
   * took 16% longer). `counting`: for a count of rows, not a page (ownerCondition).
   */
  private conditions(filters: LeadFilters, testedFirst = false, counting = false): Condition[] {
    // One person's leads are found through the key indexes: every other condition is kept off the list indexes,
    // which SQLite would otherwise walk for a type's leads (a third of the table) testing each.
    const hints = indexHints(this.dataSource);
    const c = (column: string) => (ofOnePerson(filters) ? hints.offIndexes(`l."${column}"`) : `l."${column}"`);
    const order = conditionOrder(this.dataSource);
    const plain = (column: string) => `${c(column)} = :${column}`;
    const equals = (column: string) => (testedFirst ? order.equalsFirst(c(column), column) : plain(column));
    const conditions: Condition[] = [
      { sql: filters.spam ? 'l."spamAt" IS NOT NULL' : 'l."spamAt" IS NULL', parameters: {} },
    ];
    if (filters.type) conditions.push({ sql: equals('type'), parameters: { type: filters.type } });
    if (filters.contactStatus)
      conditions.push({ sql: equals('contactStatus'), parameters: { contactStatus: filters.contactStatus } });
    if (filters.leadStatus)
      conditions.push({ sql: equals('leadStatus'), parameters: { leadStatus: filters.leadStatus } });
    if (filters.source !== undefined) {
      // Whatever its case: one spelling (nearly always) keeps the equality its list index serves.
      const [source, ...more] = sourceSpellings(filters.source);
      conditions.push(
        more.length === 0
          ? { sql: equals('source'), parameters: { source } }
          : { sql: `${c('source')} IN (:...sources)`, parameters: { sources: [source, ...more] } },
      );
    }
    if (filters.from)
      conditions.push({
        sql: `${c('createdAt')} >= :from`,
        parameters: { from: storedTime(this.dataSource, filters.from) },
      });
    if (filters.to)
      conditions.push({ sql: `${c('createdAt')} <= :to`, parameters: { to: storedTime(this.dataSource, filters.to) } });
    const person = personCondition(filters);
    if (person) conditions.push(person);
    // Only SQLite's planner needs every type named (see ownerCondition).
    const hinted = byDialect(this.dataSource, { sqlite: { counting }, postgres: undefined });
    const untyped = !filters.type && !ofOnePerson(filters) ? hinted : undefined;
    const owner = ownerCondition(filters.assignedTo, c('assignedToId'), untyped);
    if (owner) conditions.push(owner);
    return conditions;
  }

  private async countRows(filters: LeadFilters): Promise<number> {
    const where = this.conditions({ ...filters, search: undefined }, false, true);
    const [row] = await this.query<{ count: unknown }>(
      `SELECT COUNT(*) AS count FROM "leads" l ${whereOf(where)}`,
      merge(where),
    );
    return Number(row?.count ?? 0);
  }

  /** From the totals without a range of days (a few dozen rows), from the daily tallies with one. */
  private async tallied(filters: LeadFilters, days: { first?: string; last?: string } = {}): Promise<number> {
    const sum = this.totalsSum(filters, days);
    const [row] = await this.query<{ count: unknown }>(`SELECT (${sum.sql}) AS count`, sum.parameters, true);
    return Number(row?.count ?? 0);
  }

  /** The statement adding up the leads `tallied` counts: its one value, unnamed. */
  private totalsSum(filters: LeadFilters, days: { first?: string; last?: string } = {}): Condition {
    const where = [
      filters.type && '"type" = :type',
      filters.contactStatus && '"contactStatus" = :contactStatus',
      filters.leadStatus && '"leadStatus" = :leadStatus',
      days.first && '"day" >= :first',
      days.last && '"day" <= :last',
    ].filter(Boolean);
    const table = days.first || days.last ? 'live_lead_tallies' : 'live_lead_totals';
    return {
      // The table's own name for its rows, as "leads" also names the lead table around a subquery.
      sql: `SELECT COALESCE(SUM(t."leads"), 0) FROM "${table}" t ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      parameters: { type: filters.type, contactStatus: filters.contactStatus, leadStatus: filters.leadStatus, ...days },
    };
  }

  /** The columns of a lead the entity reads, besides the keys. */
  private leadColumns(): string[] {
    return selectable(this.dataSource, Lead)
      .filter((column) => column.propertyName !== 'id' && column.propertyName !== 'createdAt')
      .map((column) => column.databaseName);
  }

  /** `prepare`: a statement whose plan does not depend on its values (see QueryOptions). */
  private query<Row>(sql: string, parameters: Parameters, prepare = false): Promise<Row[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return queryRows(this.manager, text, values, { prepare });
  }
}

const KEY_COLUMNS = 'l."id", l."createdAt"';

/**
 * One person's leads as a set of ids found through the key indexes (IDX_leads_emailKey, IDX_leads_phoneE164),
 * each side on its own so each uses its index; the page then sorts those few rows instead of walking a list.
 * The leads staff merged with it (its group: the oldest lead and those whose `mergedIntoId` names it) are its
 * person's too, whatever details they hold now.
 */
function personCondition({ contactOf }: LeadFilters): Condition | undefined {
  if (contactOf === undefined) return undefined;
  const by = (key: string) =>
    `SELECT m."id" FROM "leads" k JOIN "leads" m ON m."${key}" = k."${key}" WHERE k."id" = :contactOf`;
  const root = `COALESCE(k."mergedIntoId", k."id")`;
  const merged = `SELECT m."id" FROM "leads" k JOIN "leads" m ON m."mergedIntoId" = ${root} WHERE k."id" = :contactOf UNION SELECT ${root} FROM "leads" k WHERE k."id" = :contactOf`;
  return {
    sql: `l."id" IN (${by('emailKey')} UNION ${by('phoneE164')} UNION ${merged} UNION SELECT CAST(:contactOf AS integer))`,
    parameters: { contactOf },
  };
}

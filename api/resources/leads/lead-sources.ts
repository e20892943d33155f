import type { DataSource } from 'typeorm';
import type { LeadType } from '#contract/leads/join-options';
import { foldSources } from '#contract/leads/lead-sources';
import { queryRows } from '../../platform/db/query-rows';

/** More sources than a select can usefully offer: a flood of made-up utm_source values stops here. */
const MOST_SOURCES = 500;

/**
 * The distinct sources of a type's leads (spam left out), folded by case. A loose index scan: each step asks
 * IDX_leads_list_type_source for the next source after the last, so it reads one index entry per source
 * however many leads each has (a plain DISTINCT reads every lead's entry on both databases).
 */
export async function sourcesSeen(dataSource: DataSource, type: LeadType): Promise<string[]> {
  const next = (after: string) =>
    `SELECT MIN(l."source") FROM "leads" l WHERE l."spamAt" IS NULL AND l."type" = :type ${after}`;
  const [sql, values] = dataSource.driver.escapeQueryWithParameters(
    `WITH RECURSIVE seen("source", "step") AS (
       SELECT (${next('')}), 1
       UNION ALL
       SELECT (${next('AND l."source" > seen."source"')}), seen."step" + 1 FROM seen
       WHERE seen."source" IS NOT NULL AND seen."step" < :most
     )
     SELECT "source" FROM seen WHERE "source" IS NOT NULL`,
    { type, most: MOST_SOURCES },
  );
  const rows = await queryRows<{ source: string }>(dataSource.manager, sql, values);
  return foldSources(rows.map((row) => row.source));
}

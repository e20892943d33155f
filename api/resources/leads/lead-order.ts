import type { DataSource } from 'typeorm';
import type { LeadSort } from '#contract/leads/lead-sort';
import { storedTime } from '../../platform/db/stored-time';
import type { Lead } from '../../platform/db/entities/Lead';
import type { RowPosition } from '../../platform/validation/page-cursor';
import type { Condition } from './lead-search-sql';

/**
 * One stretch of a sorted list: the rows matching `where`, in `order`, and where the next page starts
 * after a row of this stretch. A sort with nulls last reads two stretches, each on its index, rather than
 * one ORDER BY neither database could serve from an index alike.
 */
export interface OrderStretch {
  where?: Condition;
  order: string;
  /** The lead columns the order and its conditions read (beside the keys); none: the search's narrow copy has them. */
  columns: readonly string[];
  after(position: RowPosition): Condition;
  /** Whether a page that ended at `position` goes on in this stretch (else it starts in the next). */
  holds(position: RowPosition): boolean;
}

const tuple = (sql: string, parameters: Record<string, unknown>): Condition => ({ sql, parameters });

/**
 * The stretches of a lead list in `sort`; `unindexed` wraps a column kept off the list indexes (one
 * person's leads, see LeadQueries.conditions). Each runs on a partial index of the not-spam leads:
 * (type, createdAt, id) either way, (type, name, id) and (type, nextStepAt, id).
 */
export function orderStretches(
  dataSource: DataSource,
  sort: LeadSort,
  unindexed: (column: string) => string,
): OrderStretch[] {
  const createdAt = unindexed('l."createdAt"');
  const time = (position: RowPosition) => storedTime(dataSource, position.createdAt);
  switch (sort) {
    case 'newest':
    case 'oldest': {
      const [direction, compare] = sort === 'newest' ? ['DESC', '<'] : ['ASC', '>'];
      return [
        {
          order: `ORDER BY l."createdAt" ${direction}, l."id" ${direction}`,
          columns: [],
          after: (position) =>
            tuple(`(${createdAt}, l."id") ${compare} (:afterTime, :afterId)`, {
              afterTime: time(position),
              afterId: position.id,
            }),
          holds: () => true,
        },
      ];
    }
    case 'name':
      return [
        {
          order: 'ORDER BY l."name" ASC, l."id" ASC',
          columns: ['name'],
          after: (position) =>
            tuple(`(${unindexed('l."name"')}, l."id") > (:afterName, :afterId)`, {
              afterName: String(position.key ?? ''),
              afterId: position.id,
            }),
          holds: () => true,
        },
      ];
    case 'next-step': {
      const nextStepAt = unindexed('l."nextStepAt"');
      return [
        {
          where: tuple(`${nextStepAt} IS NOT NULL`, {}),
          order: 'ORDER BY l."nextStepAt" ASC, l."id" ASC',
          columns: ['nextStepAt'],
          after: (position) =>
            tuple(`(${nextStepAt}, l."id") > (:afterStep, :afterId)`, {
              afterStep: storedTime(dataSource, new Date(Number(position.key))),
              afterId: position.id,
            }),
          holds: (position) => typeof position.key === 'number',
        },
        {
          where: tuple(`${nextStepAt} IS NULL`, {}),
          order: 'ORDER BY l."id" DESC',
          columns: ['nextStepAt'],
          after: (position) => tuple('l."id" < :afterId', { afterId: position.id }),
          holds: (position) => position.key === null,
        },
      ];
    }
  }
}

/** Where a page that ends at `lead` stops in a list in `sort`: its keys, and its sort key unless sorted by time. */
export function positionOf(sort: LeadSort, lead: Pick<Lead, 'id' | 'createdAt' | 'name' | 'nextStepAt'>): RowPosition {
  const position = { id: lead.id, createdAt: lead.createdAt };
  if (sort === 'name') return { ...position, key: lead.name };
  if (sort === 'next-step') return { ...position, key: lead.nextStepAt ? lead.nextStepAt.getTime() : null };
  return position;
}

import type { DataSource } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { storedTime } from '../../platform/db/stored-time';
import type { RowPosition } from '../../platform/validation/page-cursor';
import { CLOSED_LEAD_STATUSES } from '#contract/leads/callable-now-api';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import { callingZonesAt } from './calling-zones';

/** The columns a Callable now row shows and decides by. */
export type CallableRow = Pick<
  Lead,
  | 'id'
  | 'type'
  | 'name'
  | 'phoneE164'
  | 'phoneReadable'
  | 'timeZone'
  | 'timeZoneIsCapital'
  | 'firstContactedAt'
  | 'nextStepAt'
  | 'nextStepHasTime'
  | 'nextStepText'
  | 'createdAt'
>;

const COLUMNS = [
  'id',
  'type',
  'name',
  'phoneE164',
  'phoneReadable',
  'timeZone',
  'timeZoneIsCapital',
  'firstContactedAt',
  'nextStepAt',
  'nextStepHasTime',
  'nextStepText',
  'createdAt',
].map((column) => `l.${column}`);

export interface CallablePage {
  rows: CallableRow[];
  next: RowPosition | null;
  total: number;
  totalCapped: boolean;
  /** The time the page was worked out for: its reasons are as of then. */
  at: Date;
}

/** The leads a user may call now. */
export class CallableNowService {
  /** `now`: the app's clock (tests set it), which decides whose time is within calling hours. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One page of `ownerId`'s open leads (not spam, erased, merged into another, Not Interested or Converted) with no
   * first contact or a next step due, whose zone is within calling hours now; oldest first, after `after`. The
   * statement walks IDX_leads_callable, the owner's open leads by arrival, from the cursor; the rest are filters.
   * Its total is exact to 500, then '500+'.
   */
  async page(ownerId: number, after: RowPosition | undefined, limit: number): Promise<CallablePage> {
    const at = this.now();
    const zones = callingZonesAt(at);
    if (zones.length === 0) return { rows: [], next: null, total: 0, totalCapped: false, at };
    const matching = () =>
      this.dataSource
        .getRepository(Lead)
        .createQueryBuilder('l')
        .where('l.assignedToId = :ownerId', { ownerId })
        // The index's own condition, so both planners take it.
        .andWhere('l.spamAt IS NULL AND l.erasedAt IS NULL AND l.mergedIntoId IS NULL')
        .andWhere('l.leadStatus NOT IN (:...closed)', { closed: CLOSED_LEAD_STATUSES })
        .andWhere('(l.firstContactedAt IS NULL OR l.nextStepAt <= :at)', { at: storedTime(this.dataSource, at) })
        .andWhere('l.timeZone IN (:...zones)', { zones });
    const query = matching()
      .select(COLUMNS)
      .orderBy('l.createdAt', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(limit + 1);
    if (after) {
      query.andWhere('(l."createdAt", l."id") > (:afterTime, :afterId)', {
        afterTime: storedTime(this.dataSource, after.createdAt),
        afterId: after.id,
      });
    }
    const found = await query.getMany();
    const rows = found.slice(0, limit);
    const last = found.length > limit ? rows.at(-1)! : null;
    // The first page holds them all when it has no next: no count to take.
    const counted =
      !after && !last
        ? rows.length
        : (
            await matching()
              .select('l.id')
              .limit(SEARCH_TOTAL_CAP + 1)
              .getRawMany()
          ).length;
    return {
      rows,
      next: last && { createdAt: last.createdAt, id: last.id },
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      totalCapped: counted > SEARCH_TOTAL_CAP,
      at,
    };
  }
}

import type { DataSource } from 'typeorm';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { type Actor, auditActorKey, recordAudit } from '../../platform/db/record-audit';
import { storedTime } from '../../platform/db/stored-time';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import type { AuditAction } from '#contract/activity/audit-actions';
import type { KeysetPage } from '../../platform/exports/keyset-pages';
import type { RowPosition } from '../../platform/validation/page-cursor';

/** The checked filters: the actions meant (one, or a group's), a name, and instants (inclusive). */
export interface ActivityQuery {
  actions?: AuditAction[];
  actor?: string;
  from?: Date;
  to?: Date;
}

export interface ActivityPageResult {
  entries: AuditEvent[];
  next: RowPosition | null;
  total: number;
  totalCapped: boolean;
}

const positionOf = (entry: AuditEvent): RowPosition => ({ createdAt: entry.occurredAt, id: entry.id });

/**
 * The audit trail as the Activity screen reads it: newest first (ties: the later id first), each filter
 * through its index (migration 1764871200000). Its count stops past SEARCH_TOTAL_CAP ("500+"): the trail
 * only grows, and counting all of it for every page would cost more than the page.
 */
export class ActivityService {
  constructor(private readonly dataSource: DataSource) {}

  /** Records an entry in a transaction of its own: for what is done outside one (an export, once its stream ends). */
  async record(actor: Actor, action: AuditAction, details: Record<string, unknown>): Promise<void> {
    await this.dataSource.transaction((manager) => recordAudit(manager, actor, action, details));
  }

  async page(
    query: ActivityQuery,
    after: RowPosition | undefined,
    limit: number,
    { withTotal = true } = {},
  ): Promise<ActivityPageResult> {
    const rows = this.matching(query)
      .orderBy('entry.occurredAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .take(limit + 1);
    if (after)
      rows.andWhere('(entry.occurredAt, entry.id) < (:afterTime, :afterId)', {
        afterTime: storedTime(this.dataSource, after.createdAt),
        afterId: after.id,
      });
    const [found, counted] = await Promise.all([rows.getMany(), withTotal ? this.count(query) : 0]);
    const entries = found.slice(0, limit);
    return {
      entries,
      next: found.length > limit ? positionOf(entries.at(-1)!) : null,
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      totalCapped: counted > SEARCH_TOTAL_CAP,
    };
  }

  /** The pages of the CSV export (keysetPages): the list's rows without its count. */
  exportReader(
    query: ActivityQuery,
  ): (after: RowPosition | undefined, limit: number) => Promise<KeysetPage<AuditEvent>> {
    return async (after, limit) => {
      const { entries, next } = await this.page(query, after, limit, { withTotal: false });
      return { rows: entries, next };
    };
  }

  private matching({ actions, actor, from, to }: ActivityQuery) {
    const builder = this.dataSource.getRepository(AuditEvent).createQueryBuilder('entry').where('1 = 1');
    if (actions) builder.andWhere('entry.action IN (:...actions)', { actions });
    if (actor !== undefined) builder.andWhere('entry.actorKey = :actorKey', { actorKey: auditActorKey(actor) });
    if (from) builder.andWhere('entry.occurredAt >= :from', { from: storedTime(this.dataSource, from) });
    if (to) builder.andWhere('entry.occurredAt <= :to', { to: storedTime(this.dataSource, to) });
    return builder;
  }

  /** The entries matching, stopping past SEARCH_TOTAL_CAP. */
  private async count(query: ActivityQuery): Promise<number> {
    const [sql, values] = this.matching(query)
      .select('1')
      .limit(SEARCH_TOTAL_CAP + 1)
      .getQueryAndParameters();
    const [row]: Array<{ count: unknown }> = await this.dataSource.query(
      `SELECT COUNT(*) AS count FROM (${sql}) AS matches`,
      values,
    );
    return Number(row?.count ?? 0);
  }
}

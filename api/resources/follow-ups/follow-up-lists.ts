import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { storedTime } from '../../platform/db/stored-time';
import {
  FOLLOW_UP_LIST_LIMIT,
  type FollowUpItem,
  type FollowUpList,
  type FollowUps,
} from '#contract/follow-ups/follow-up-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { leadTimeZoneOf } from '#contract/leads/lead-time-zone';
import { nextStepOf, ownerNamesOf, ownerOf } from '../leads';

type ItemRow = Pick<
  Lead,
  | 'id'
  | 'type'
  | 'name'
  | 'nextStepAt'
  | 'nextStepHasTime'
  | 'nextStepText'
  | 'assignedToId'
  | 'timeZone'
  | 'timeZoneIsCapital'
>;

/**
 * The Due today and Overdue lists as of `now`, of one user's leads (`ownerId`) or of everyone's
 * (undefined), spam left out. Today is `now`'s day in Africa/Accra: a step due before its midnight is overdue,
 * one due by the next midnight is due today, also a timed one already past (`late`). Each list holds the first
 * FOLLOW_UP_LIST_LIMIT, soonest due first, and its total: a backlog costs one counted index range, not a list
 * of thousands. The statements walk IDX_leads_owner_next_step (one user) or IDX_leads_next_step (everyone).
 */
export async function followUpLists(
  manager: EntityManager,
  ownerId: number | undefined,
  now: Date,
): Promise<Omit<FollowUps, 'scope'>> {
  const today = DateTime.fromJSDate(now, { zone: STAFF_ZONE }).startOf('day');
  const [start, end] = [today.toJSDate(), today.plus({ days: 1 }).toJSDate()];
  const [overdue, dueToday] = [
    await list(manager, ownerId, undefined, start),
    await list(manager, ownerId, start, end),
  ];
  const owners = await ownerNamesOf(manager, [...overdue.rows, ...dueToday.rows]);
  // Late: only in Due today (an overdue step is past by definition).
  const item = (row: ItemRow, dueToday: boolean): FollowUpItem => ({
    leadId: row.id,
    type: row.type,
    name: row.name,
    nextStep: nextStepOf(row)!,
    late: dueToday && row.nextStepHasTime && row.nextStepAt!.getTime() < now.getTime(),
    owner: ownerOf(row, owners),
    timeZone: leadTimeZoneOf(row.timeZone, row.timeZoneIsCapital),
  });
  const shaped = ({ total, rows }: { total: number; rows: ItemRow[] }, dueToday: boolean): FollowUpList => ({
    total,
    items: rows.map((row) => item(row, dueToday)),
  });
  return { today: today.toISODate()!, dueToday: shaped(dueToday, true), overdue: shaped(overdue, false) };
}

/** The steps due in [from, to) (from the first step when `from` is undefined): the first of them and how many. */
async function list(
  manager: EntityManager,
  ownerId: number | undefined,
  from: Date | undefined,
  to: Date,
): Promise<{ total: number; rows: ItemRow[] }> {
  const dataSource = manager.connection;
  const query = () => {
    // The same condition as the indexes' (nextStepAt IS NOT NULL AND spamAt IS NULL), so the planner uses them.
    const builder = manager
      .getRepository(Lead)
      .createQueryBuilder('l')
      .where('l.nextStepAt IS NOT NULL AND l.spamAt IS NULL');
    if (ownerId !== undefined) builder.andWhere('l.assignedToId = :ownerId', { ownerId });
    if (from) builder.andWhere('l.nextStepAt >= :from', { from: storedTime(dataSource, from) });
    return builder.andWhere('l.nextStepAt < :to', { to: storedTime(dataSource, to) });
  };
  const rows = await query()
    .select([
      'l.id',
      'l.type',
      'l.name',
      'l.nextStepAt',
      'l.nextStepHasTime',
      'l.nextStepText',
      'l.assignedToId',
      'l.timeZone',
      'l.timeZoneIsCapital',
    ])
    .orderBy('l.nextStepAt', 'ASC')
    .addOrderBy('l.id', 'ASC')
    .limit(FOLLOW_UP_LIST_LIMIT)
    .getMany();
  const total =
    rows.length < FOLLOW_UP_LIST_LIMIT
      ? rows.length
      : Number((await query().select('COUNT(*)', 'count').getRawOne<{ count: unknown }>())?.count ?? 0);
  return { total, rows };
}

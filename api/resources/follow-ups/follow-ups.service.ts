import type { DataSource } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { FollowUps, FollowUpScope, StaffMember } from '#contract/follow-ups/follow-up-api';
import { followUpLists } from './follow-up-lists';

/** The dashboard's Due today and Overdue lists, and the staff a lead can be assigned to. */
export class FollowUpsService {
  /** `now`: the clock that decides today (tests set it, as the daily digest's). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `mine`: the leads of `userId`; `everyone`: every lead (the caller checks the role). */
  async lists(scope: FollowUpScope, userId: number): Promise<FollowUps> {
    return {
      scope,
      ...(await followUpLists(this.dataSource.manager, scope === 'mine' ? userId : undefined, this.now())),
    };
  }

  /** Every staff user, by name: only their ids and usernames. */
  async staff(): Promise<StaffMember[]> {
    const users = await this.dataSource
      .getRepository(AdminUser)
      .find({ select: { id: true, username: true }, order: { usernameKey: 'ASC', id: 'ASC' } });
    return users.map((user) => ({ id: user.id, username: user.username }));
  }
}

import type { DataSource } from 'typeorm';
import type { Availability } from '#contract/routing/routing-api';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { userNotFound } from '../admin-users';

/** An account's availability as answered: its hours (null: always) and the away switch. */
export const availabilityOf = (user: Pick<AdminUser, 'workingHours' | 'away'>): Availability => ({
  workingHours: user.workingHours,
  away: user.away,
});

/** When routing may give each agent leads: read and set by the agent, or by an admin (audited). */
export class AvailabilityService {
  constructor(private readonly dataSource: DataSource) {}

  /** 404 for an account that is not there. */
  async of(userId: number): Promise<Availability> {
    const user = await this.dataSource
      .getRepository(AdminUser)
      .findOne({ select: { id: true, workingHours: true, away: true }, where: { id: userId } });
    if (!user) throw userNotFound();
    return availabilityOf(user);
  }

  /**
   * Stores the availability (periods kept in the order given) and answers the account as it now is; with `actor`
   * (an admin setting it), recorded in the audit trail. A lead already routed keeps its owner and clock.
   */
  async set(userId: number, availability: Availability, actor?: Actor): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const workingHours = availability.workingHours?.map(({ day, start, end }) => ({ day, start, end })) ?? null;
      const { affected } = await manager
        .getRepository(AdminUser)
        .update({ id: userId }, { workingHours, away: availability.away, updatedAt: new Date() });
      if (!affected) throw userNotFound();
      const user = await manager.getRepository(AdminUser).findOneByOrFail({ id: userId });
      if (actor) {
        await recordAudit(manager, actor, 'user.availability_changed', {
          userId,
          username: user.username,
          away: user.away,
          periods: workingHours === null ? 'always' : workingHours.length,
        });
      }
      return user;
    });
  }
}

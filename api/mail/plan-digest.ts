import { IsNull, Not } from 'typeorm';
import { AdminUser } from '../db/entities/AdminUser';
import { LEAD_TYPES } from '../domain/join-options';
import type { DeliveryContext } from '../outbox/job-handlers';
import type { NewOutboxJob } from '../outbox/enqueue-jobs';
import type { JobHandler } from '../outbox/outbox-worker';
import { computeDigest } from './compute-digest';
import type { DigestJob } from './digest-job';
import type { EmailJob } from './email-job';

/**
 * The `digest` job handler: computes the day's digest once and plans one email per staff address
 * that opted in. Nothing is sent when nobody opted in, or when there is nothing to report (no new
 * lead and none going cold): a digest saying "nothing" every morning teaches staff to ignore it.
 */
export function planDigest(context: DeliveryContext): JobHandler {
  return async (job): Promise<NewOutboxJob[]> => {
    if (!context.mailer) return [];
    const manager = context.dataSource.manager;
    const staff = await manager.getRepository(AdminUser).find({ where: { dailyDigest: true, email: Not(IsNull()) }, order: { id: 'ASC' } });
    const addresses = [...new Set(staff.map((user) => user.email!).filter(Boolean))];
    if (addresses.length === 0) return [];
    const digest = await computeDigest(manager, job.payload as DigestJob);
    const anything = LEAD_TYPES.some((type) => digest.newLeads[type] > 0 || digest.goingCold[type].total > 0);
    if (!anything) return [];
    return addresses.map((to) => ({ kind: 'email', payload: { message: 'digest', to, digest } satisfies EmailJob }));
  };
}
